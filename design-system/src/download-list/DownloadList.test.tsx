import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DownloadList, type DownloadItem } from "./DownloadList.tsx";

const items: DownloadItem[] = [
  {
    id: "1",
    href: "/media/sdb-de.pdf",
    fileName: "Sicherheitsdatenblatt DE",
    extension: "pdf",
    size: "240 KB",
  },
  { id: "2", href: "/media/zertifikat.docx", fileName: "Zertifikat", extension: "docx" },
];

describe("DownloadList", () => {
  it("is a named list of links, named by file, type and size", () => {
    render(<DownloadList items={items} label="Sicherheitsdatenblätter" />);
    const list = screen.getByRole("list", { name: "Sicherheitsdatenblätter" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Sicherheitsdatenblatt DE.pdf (PDF, 240 KB)" })).toBe(links[0]);
    expect(links[1]?.getAttribute("href")).toBe("/media/zertifikat.docx");
    expect(links[1]?.hasAttribute("target")).toBe(false);
    expect(within(links[1]!).getByText("DOCX")).toBeTruthy();
  });

  it("takes the accessible name from formatLinkLabel", () => {
    render(
      <DownloadList
        items={items}
        label="Zertifikate"
        formatLinkLabel={(item) => `${item.fileName}, ${item.extension.toUpperCase()} herunterladen`}
      />,
    );
    expect(screen.getByRole("link", { name: "Zertifikat, DOCX herunterladen" })).toBeTruthy();
  });

  it("renders nothing without items", () => {
    const { container } = render(<DownloadList items={[]} label="Zertifikate" />);
    expect(container.innerHTML).toBe("");
  });
});
