import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { Loading } from "../../components/loading.tsx";
import styles from "./navigation-progress.module.css";

/** Fast navigations finish before this: no flash of 'Loading...'. */
const LOADING_DELAY_MS = 150;

/**
 * Screens load lazily and show 'Loading...' meanwhile. While a client navigation loads
 * its screen's chunk and data, the current screen stays and this placeholder appears over it.
 */
export function NavigationProgress({ delayMs = LOADING_DELAY_MS }: { delayMs?: number }) {
  const navigation = useNavigation();
  // The navigation under way, identified by its destination's key; shown once it outlasts the delay.
  const pending = navigation.state === "loading" ? navigation.location.key : null;
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setSlow(pending), delayMs);
    return () => window.clearTimeout(timer);
  }, [pending, delayMs]);
  if (!pending || slow !== pending) return null;
  return (
    <div className={styles.progress} data-navigation-progress="">
      <div className={styles.pill}>
        <Loading variant="inline" />
      </div>
    </div>
  );
}
