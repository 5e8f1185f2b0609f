// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog, DialogClose, DialogContent, DialogHeader } from "./dialog";
import { useUnsavedChanges } from "./unsaved-changes";

afterEach(cleanup);

/** A form that says whether it holds unsaved input: its text differs from what it opened with. */
function TextForm() {
  const [text, setText] = useState("");
  useUnsavedChanges(text !== "");
  return (
    <>
      <DialogHeader title="Équipements" />
      <label>
        Liste
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <DialogClose>Fermer</DialogClose>
    </>
  );
}

/** A form that says nothing: the dialog sees its fields change. */
function SilentForm() {
  return (
    <>
      <DialogHeader title="Nouvel utilisateur" />
      <label>
        Email
        <input type="email" />
      </label>
      <label>
        <input type="radio" name="format" value="pdf" />
        PDF
      </label>
    </>
  );
}

function Harness({ form, onClose }: { form: "text" | "silent"; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    >
      <DialogContent>{form === "text" ? <TextForm /> : <SilentForm />}</DialogContent>
    </Dialog>
  );
}

const question = () => screen.queryByRole("alertdialog", { name: "Abandonner les modifications ?" });
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
/** Radix gives the focus back in a timer after the question closes. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe("Une fenêtre ne perd rien sans demander (issue 21)", () => {
  it("sans modification, elle se ferme aussitôt", () => {
    const onClose = vi.fn();
    render(<Harness form="text" onClose={onClose} />);
    fireEvent.click(screen.getByText("Fermer"));
    expect(onClose).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
  });

  it("avec une saisie, Échap ou « Fermer » demandent ; « Continuer la saisie » garde tout", async () => {
    const onClose = vi.fn();
    render(<Harness form="text" onClose={onClose} />);
    const list = screen.getByLabelText("Liste");
    fireEvent.change(list, { target: { value: "Balance,BAL-1,douze" } });
    list.focus();
    pressEscape();
    expect(question()).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Continuer la saisie" }));
    await settle();
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Liste")).toHaveProperty("value", "Balance,BAL-1,douze");

    fireEvent.click(screen.getByText("Fermer"));
    expect(question()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Abandonner" }));
    await settle();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText("Liste")).toBeNull();
  });

  it("une saisie effacée n'est plus à perdre", () => {
    const onClose = vi.fn();
    render(<Harness form="text" onClose={onClose} />);
    const list = screen.getByLabelText("Liste");
    fireEvent.change(list, { target: { value: "Balance" } });
    fireEvent.change(list, { target: { value: "" } });
    fireEvent.click(screen.getByText("Fermer"));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("un formulaire qui ne dit rien : un champ modifié suffit à demander, pas un choix d'option", () => {
    const onClose = vi.fn();
    render(<Harness form="silent" onClose={onClose} />);
    fireEvent.input(screen.getByLabelText("PDF"));
    fireEvent.click(screen.getByRole("button", { name: "Fermer" }));
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();

    cleanup();
    render(<Harness form="silent" onClose={onClose} />);
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: "jeanne@exemple.fr" } });
    fireEvent.click(screen.getByRole("button", { name: "Fermer" }));
    expect(question()).not.toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
