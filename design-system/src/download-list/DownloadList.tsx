import { cx } from "@shop/styled-system/css";
import { downloadList } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";

export interface DownloadItem {
  id: string;
  /** The file's URL. */
  href: string;
  /** The file name as shown, without the extension, e.g. "Sicherheitsdatenblatt Clarus Neutralreiniger". */
  fileName: string;
  /** The extension without the dot, e.g. "pdf"; shown in capitals as a badge. */
  extension: string;
  /** The file size as text, e.g. "240 KB". */
  size?: string;
}

export interface DownloadListProps {
  items: readonly DownloadItem[];
  /** Names the list, e.g. "Sicherheitsdatenblätter". */
  label: string;
  /**
   * The link's accessible name; it must contain the visible file name (WCAG 2.5.3). Default:
   * `${fileName}.${extension} (PDF)`, with the size when given: "Sicherheitsdatenblatt.pdf (PDF, 240 KB)".
   */
  formatLinkLabel?: (item: DownloadItem) => string;
  /** Extra classes on the list, applied after the recipe's. */
  className?: string;
}

const defaultLinkLabel = (item: DownloadItem) => {
  const type = [item.extension.toUpperCase(), item.size].filter(Boolean).join(", ");
  return `${item.fileName}.${item.extension} (${type})`;
};

/** Downloads (safety data sheets, certificates): a named list of plain links with a file type badge. */
export function DownloadList({ items, label, formatLinkLabel, className }: DownloadListProps) {
  const styles = downloadList();
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={cx(styles.root, className)}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <a href={item.href} className={styles.link}>
            <Icon name="file" className={styles.icon} />
            {/* Seen: name, badge and size. Heard: one phrase that starts with the same name. */}
            <span className={styles.name} aria-hidden="true">
              {item.fileName}
            </span>
            <span className={styles.meta} aria-hidden="true">
              <span className={styles.badge}>{item.extension.toUpperCase()}</span>
              {item.size && <span className={styles.size}>{item.size}</span>}
            </span>
            <span className={styles.hidden}>{(formatLinkLabel ?? defaultLinkLabel)(item)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
