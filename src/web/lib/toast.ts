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

/** The toasts' code still on its way (main.tsx loads it apart from the page's), if it is. */
let toasterLoading: Promise<unknown> | null = null;

/** main.tsx: the toasts cannot show before `loading` settles. */
export function toasterLoadingUntil(loading: Promise<unknown>): void {
  toasterLoading = loading;
  const settled = () => {
    if (toasterLoading === loading) toasterLoading = null;
  };
  void loading.then(settled, settled);
}

/**
 * Runs `then` once a toast can be on screen: at once when the toasts' code is there, else as soon
 * as it has arrived (or failed to), so that a delay counted from a toast counts from when it shows.
 */
export function whenToastsCanShow(then: () => void): void {
  if (toasterLoading) void toasterLoading.then(then, then);
  else then();
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
