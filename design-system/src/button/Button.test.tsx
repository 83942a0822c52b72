import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button, type ButtonProps } from "./Button.tsx";

const pressSpy = () => vi.fn<NonNullable<ButtonProps["onPress"]>>();

describe("Button", () => {
  it("calls onPress when clicked and from the keyboard", async () => {
    const onPress = pressSpy();
    render(<Button onPress={onPress}>Add to cart</Button>);
    const button = screen.getByRole("button", { name: "Add to cart" });

    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");

    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it("does not press when disabled", async () => {
    const onPress = pressSpy();
    render(
      <Button isDisabled onPress={onPress}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Add to cart" });

    await userEvent.click(button);

    expect(button.hasAttribute("disabled")).toBe(true);
    expect(onPress).not.toHaveBeenCalled();
  });

  it("stays focusable but inert while pending, and names the pending state", async () => {
    const onPress = pressSpy();
    render(
      <Button isPending pendingLabel="Adding to cart" onPress={onPress}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Add to cart/ });

    await userEvent.click(button);

    expect(onPress).not.toHaveBeenCalled();
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.hasAttribute("data-pending")).toBe(true);
    expect(screen.getByRole("progressbar", { name: "Adding to cart" })).toBeTruthy();
  });

  it("shows a decorative spinner when pending without a label", () => {
    render(<Button isPending>Save</Button>);

    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "Save" }).querySelector("svg[aria-hidden=true]")).toBeTruthy();
  });

  it("submits forms unless pending", () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });
});
