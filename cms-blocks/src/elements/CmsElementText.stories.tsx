import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "@shop/styled-system/css";
import { lorem, textSlot } from "../__fixtures__/cms.ts";
import { CmsElementText } from "./CmsElementText.tsx";

const meta = { title: "CMS/Elements/Text", component: CmsElementText } satisfies Meta<typeof CmsElementText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RichText: Story = {
  args: {
    slot: textSlot(
      `<h2>Heading</h2><p>Text with <strong>bold</strong>, <em>italic</em> and a <a href="/agb">link</a>.</p><ol><li>Clean</li><li>Dry</li><li>Seal</li></ol><blockquote>Quote</blockquote><table><thead><tr><th>Surface</th><th>Product</th></tr></thead><tbody><tr><td>Wood</td><td>Oil</td></tr></tbody></table>`,
    ),
  },
};

/** `verticalAlign` places the text within a taller column. */
export const VerticallyCentred: Story = {
  args: { slot: textSlot(lorem.paragraph, { verticalAlign: "center" }) },
  decorators: [
    (Story) => (
      <div
        className={css({ height: "16rem", borderWidth: "1px", borderStyle: "dashed", borderColor: "border" })}
      >
        <Story />
      </div>
    ),
  ],
};
