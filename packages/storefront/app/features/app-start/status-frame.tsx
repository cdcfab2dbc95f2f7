import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { Logo } from "../../components/logo.tsx";
import styles from "./status-frame.module.css";

/** The frame of the pages shown instead of the shop (maintenance, offline, last-resort error): the logo, the message centred. */
export function StatusFrame({ children }: { children: ReactNode }) {
  const shopName = useRouteLoaderData<{ shopName?: string }>("root")?.shopName ?? "";
  return (
    <div className={styles.frame}>
      <Logo className={styles.logo} alt={shopName} size="large" />
      {children}
    </div>
  );
}
