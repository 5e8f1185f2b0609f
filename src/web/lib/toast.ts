import { useSyncExternalStore } from "react";
import { TOAST } from "../../shared/constants";
import { TOAST_TITLES } from "../../shared/messages";

/**
 * Toasts (spec §8–9): one at a time, variants default and destructive. A dismissed toast stays
 * mounted for its exit animation and is removed after TOAST.removeDelayMs.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

let toasts: ToastItem[] = [];

/**
 * Whether the toasts' area is on screen: its code is loaded after the first paint, so that a toast
 * shown at once (a session gone, then the sign-in page) waits for it rather than being missed.
 */
let markShown: () => void = () => undefined;
const toasterShown = new Promise<void>((resolve) => {
  markShown = resolve;
});
export function toasterMounted(): void {
  markShown();
}
/** Resolves once the toasts' area is mounted, or after `atMostMs` (it never holds a step for ever). */
export function whenToasterShown(atMostMs: number): Promise<void> {
  return Promise.race([toasterShown, new Promise<void>((resolve) => setTimeout(resolve, atMostMs))]);
}
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST.removeDelayMs),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: { title?: string; description?: string; variant?: ToastVariant }): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { id, variant: input.variant ?? "default", open: true, ...input };
  emit([item, ...toasts].slice(0, TOAST.limit));
  return id;
}

/** Shorthands with the spec's titles: 'Succès' and 'Erreur'. */
export const notify = {
  success: (description: string, title: string = TOAST_TITLES.success) => toast({ title, description }),
  error: (description: string, title: string = TOAST_TITLES.error) =>
    toast({ title, description, variant: "destructive" }),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
