import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styles from "./alert.module.css";
import { Icon, ImageIcon } from "./icon.tsx";
import { VisuallyHidden } from "./visually-hidden.tsx";

/** Alert types. */
export const ALERT_TYPES = ["success", "error", "info", "warn"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Errors and warnings interrupt (role="alert"); confirmations and information wait their turn (role="status"). */
export const liveRole = (type: AlertType): "alert" | "status" => (type === "error" || type === "warn" ? "alert" : "status");

/**
 * Confirmations go away by themselves; errors and warnings stay until dismissed, so nobody misses
 * them for lack of time (WCAG 2.2.1).
 */
export const DEFAULT_AUTO_DISMISS_MS: Record<AlertType, number> = { success: 6000, info: 8000, error: 0, warn: 0 };

export interface AlertProps {
  type: AlertType;
  /** The message. */
  children: ReactNode;
  title?: ReactNode;
  /** Fixed (a toast over the page) by default; `static` sits in the flow of a form or page. */
  position?: "fixed" | "static";
  /** Shows a close button (default true). */
  dismissible?: boolean;
  /** Hides the alert after this many milliseconds (0: never); paused while hovered or focused. */
  autoDismissMs?: number;
  /** Called once the alert is dismissed, by the shopper or by the timer. */
  onDismiss?: () => void;
  className?: string;
}

/** Set by the AlertProvider's region, whose live containers already carry the roles. */
const InRegionContext = createContext(false);

function TypeIcon({ type }: { type: AlertType }) {
  switch (type) {
    case "success":
      return <Icon name="checkmark-circle" />;
    case "error":
      return <Icon name="cross-circle" />;
    case "warn":
      return <Icon name="notification" />;
    case "info":
      return <ImageIcon name="info" />;
  }
}

function useAutoDismiss(milliseconds: number, dismiss: () => void) {
  const [paused, setPaused] = useState(false);
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });
  useEffect(() => {
    if (!milliseconds || paused) return;
    const timer = window.setTimeout(() => dismissRef.current(), milliseconds);
    return () => window.clearTimeout(timer);
  }, [milliseconds, paused]);
  return {
    onPointerEnter: () => setPaused(true),
    onPointerLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
}

export function Alert({ type, children, title, position = "fixed", dismissible = true, autoDismissMs = 0, onDismiss, className }: AlertProps) {
  const intl = useIntl();
  const inRegion = useContext(InRegionContext);
  const [dismissed, setDismissed] = useState(false);
  const dismiss = useCallback(() => {
    setDismissed(true);
    onDismiss?.();
  }, [onDismiss]);
  const pauseHandlers = useAutoDismiss(dismissed ? 0 : autoDismissMs, dismiss);
  if (dismissed) return null;
  const classes = [styles.alert, styles[type], position === "fixed" && !inRegion ? styles.fixed : "", inRegion ? styles.toast : "", className];
  return (
    <div className={classes.filter(Boolean).join(" ")} role={inRegion ? undefined : liveRole(type)} data-alert-type={type} {...pauseHandlers}>
      <span className={styles.icon}>
        <TypeIcon type={type} />
      </span>
      <div className={styles.body}>
        <VisuallyHidden>{`${intl.formatMessage({ id: `components.alert.type.${type}` })} `}</VisuallyHidden>
        {title && <p className={styles.title}>{title}</p>}
        <div className={styles.message}>{children}</div>
      </div>
      {dismissible && (
        <button type="button" className={styles.close} onClick={dismiss} aria-label={intl.formatMessage({ id: "components.alert.dismiss" })}>
          <Icon name="cross" size={20} />
        </button>
      )}
    </div>
  );
}

export interface Notification {
  type: AlertType;
  message: ReactNode;
  title?: ReactNode;
  /** Overrides DEFAULT_AUTO_DISMISS_MS for this alert (0: stays until dismissed). */
  autoDismissMs?: number;
}

export interface AlertsApi {
  /** Shows a toast; returns its id. */
  notify: (notification: Notification) => number;
  dismiss: (id: number) => void;
}

interface Notice extends Notification {
  id: number;
}

const AlertsContext = createContext<AlertsApi | null>(null);

/** At most this many toasts at once: the oldest go first. */
const MAX_VISIBLE = 4;

/**
 * Holds the page's toasts and renders their fixed region. The two live containers exist from the
 * first render, so screen readers announce what is added to them later.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)), []);
  const notify = useCallback((notification: Notification) => {
    const id = nextId.current++;
    setNotices((current) => [...current, { ...notification, id }].slice(-MAX_VISIBLE));
    return id;
  }, []);
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  const render = (notice: Notice) => (
    <Alert
      key={notice.id}
      type={notice.type}
      title={notice.title}
      autoDismissMs={notice.autoDismissMs ?? DEFAULT_AUTO_DISMISS_MS[notice.type]}
      onDismiss={() => dismiss(notice.id)}
    >
      {notice.message}
    </Alert>
  );
  return (
    <AlertsContext.Provider value={api}>
      {children}
      <InRegionContext.Provider value={true}>
        <div className={styles.region} data-alert-region="">
          <div role="status" aria-live="polite" className={styles.stack}>
            {notices.filter((notice) => liveRole(notice.type) === "status").map(render)}
          </div>
          <div role="alert" aria-live="assertive" className={styles.stack}>
            {notices.filter((notice) => liveRole(notice.type) === "alert").map(render)}
          </div>
        </div>
      </InRegionContext.Provider>
    </AlertsContext.Provider>
  );
}

const withoutProvider: AlertsApi = {
  notify: (notification) => {
    console.error("[alerts] notify() called outside AlertProvider", notification.type);
    return 0;
  },
  dismiss: () => undefined,
};

/** `const { notify } = useAlerts(); notify({ type: "success", message })`. */
export function useAlerts(): AlertsApi {
  return useContext(AlertsContext) ?? withoutProvider;
}
