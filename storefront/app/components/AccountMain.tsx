import type { ReactNode } from "react";
import { css } from "@shop/styled-system/css";

/** An account page's main column beside the account navigation: its one h1 and the content. */
export function AccountMain({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </main>
  );
}

const styles = {
  main: css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" }),
  heading: css({ textStyle: "h1", overflowWrap: "anywhere" }),
};
