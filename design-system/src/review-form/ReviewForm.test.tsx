import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { RatingInput, ReviewForm, type ReviewFormProps } from "./ReviewForm.tsx";
import { formTexts, validContent } from "./__fixtures__/reviewForm.ts";

const { messages } = formTexts;
const submitButton = () => screen.getByRole("button", { name: "Bewertung absenden" });
const titleField = () => screen.getByRole("textbox", { name: "Titel" }) as HTMLInputElement;
const contentField = () => screen.getByRole("textbox", { name: "Ihre Bewertung" }) as HTMLTextAreaElement;

describe("RatingInput", () => {
  it("is a group of five named radios", async () => {
    render(<RatingInput name="points" label="Bewertung" formatStarLabel={(n) => `${n} Sterne`} isRequired />);
    const group = screen.getByRole("group", { name: "Bewertung" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(["1", "2", "3", "4", "5"]);
    expect(radios.every((radio) => (radio as HTMLInputElement).required)).toBe(true);
    await userEvent.click(screen.getByText("4 Sterne"));
    expect(screen.getByRole("radio", { name: "4 Sterne" })).toHaveProperty("checked", true);
  });

  it("ties its error to the group", () => {
    render(
      <RatingInput name="points" label="Bewertung" formatStarLabel={(n) => `${n}`} error="Bitte wählen" />,
    );
    const group = screen.getByRole("group", { name: "Bewertung" });
    expect(group.getAttribute("aria-describedby")).toBe(screen.getByText("Bitte wählen").closest("p")!.id);
    expect(group.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("ReviewForm", () => {
  it("is a plain post form named by its heading, with hidden fields", () => {
    const html = renderToString(
      <ReviewForm action="/review" {...formTexts} hiddenFields={{ productId: "p1", redirectTo: "/p1" }} />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form")!;
    expect([form.getAttribute("action"), form.getAttribute("method"), form.noValidate]).toEqual([
      "/review",
      "post",
      true,
    ]);
    expect(doc.querySelector<HTMLInputElement>("input[name=productId]")?.value).toBe("p1");
    expect(doc.querySelectorAll("input[name=points]")).toHaveLength(5);
    expect(doc.querySelector("button[type=submit]")).toBeTruthy();
  });

  it("shows the three messages on an empty submit, focuses the rating, and does not call onSubmit", async () => {
    const onSubmit = vi.fn<(event: FormEvent<HTMLFormElement>) => void>();
    render(<ReviewForm {...formTexts} onSubmit={onSubmit} />);
    await userEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(messages.ratingRequired)).toBeTruthy();
    expect(screen.getByText(messages.titleRequired)).toBeTruthy();
    expect(screen.getByText(messages.contentRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "1 Stern" }));
    expect(titleField().getAttribute("aria-invalid")).toBe("true");
    expect(titleField().getAttribute("aria-describedby")).toBe(
      screen.getByText(messages.titleRequired).closest("p")!.id,
    );
  });

  it("checks the minimum lengths, focuses the first invalid field and keeps what was typed", async () => {
    const onSubmit = vi.fn<(event: FormEvent<HTMLFormElement>) => void>();
    render(<ReviewForm {...formTexts} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByText("4 Sterne"));
    await userEvent.type(titleField(), "Gut");
    await userEvent.type(contentField(), "Zu kurz.");
    await userEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText(messages.ratingRequired)).toBeNull();
    expect(screen.getByText(messages.titleTooShort)).toBeTruthy();
    expect(screen.getByText(messages.contentTooShort)).toBeTruthy();
    expect(document.activeElement).toBe(titleField());
    expect(titleField().value).toBe("Gut");
    expect(contentField().value).toBe("Zu kurz.");
    expect(screen.getByRole("radio", { name: "4 Sterne" })).toHaveProperty("checked", true);

    // Fixing a field removes its message.
    await userEvent.type(titleField(), "es Mittel");
    expect(screen.queryByText(messages.titleTooShort)).toBeNull();
  });

  it("calls onSubmit once everything is valid", async () => {
    const onSubmit = vi.fn<(event: FormEvent<HTMLFormElement>) => void>((event) => event.preventDefault());
    render(<ReviewForm {...formTexts} onSubmit={onSubmit} hiddenFields={{ productId: "p1" }} />);
    await userEvent.click(screen.getByText("5 Sterne"));
    await userEvent.type(titleField(), "Sehr gut");
    await userEvent.type(contentField(), validContent);
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const form = onSubmit.mock.calls[0]![0].currentTarget as HTMLFormElement | null;
    const data = new FormData(form ?? document.querySelector("form")!);
    expect(Object.fromEntries(data)).toEqual({
      productId: "p1",
      points: "5",
      title: "Sehr gut",
      content: validContent,
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows server errors at their fields and the form error as an alert, with values refilled", () => {
    render(
      <ReviewForm
        {...formTexts}
        defaultValues={{ points: 2, title: "Naja", content: "Kurz" }}
        errors={{ form: "Sie haben dieses Produkt bereits bewertet.", content: "Zu kurz (Server)" }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Sie haben dieses Produkt bereits bewertet.");
    expect(contentField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Zu kurz (Server)")).toBeTruthy();
    expect(titleField().value).toBe("Naja");
    expect(screen.getByRole("radio", { name: "2 Sterne" })).toHaveProperty("checked", true);
  });

  it("marks the submit button busy while submitting and ignores further submits", async () => {
    const onSubmit = vi.fn<(event: FormEvent<HTMLFormElement>) => void>();
    render(
      <ReviewForm
        {...formTexts}
        isSubmitting
        onSubmit={onSubmit}
        defaultValues={{ points: 5, title: "Sehr gut", content: validContent }}
      />,
    );
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("form", { name: "Bewertung schreiben" }).getAttribute("aria-busy")).toBe("true");
    await userEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("renders through renderForm", () => {
    const renderForm = vi.fn<NonNullable<ReviewFormProps["renderForm"]>>((props) => (
      <form data-router="" {...props} />
    ));
    render(<ReviewForm {...formTexts} renderForm={renderForm} />);
    expect(document.querySelector("form[data-router]")).toBeTruthy();
    expect(renderForm.mock.calls[0]![0]).toMatchObject({ method: "post", noValidate: true });
  });
});
