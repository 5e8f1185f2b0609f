import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { configureFrenchSchemaMessages } from "../shared/schema-messages";
import { currentUserQuery } from "./api/current-user";
import { App, preloadScreenAt } from "./app";
import { createQueryClient } from "./lib/query-client";
import { toasterLoadingUntil, useToasts } from "./lib/toast";

configureFrenchSchemaMessages();

type ToasterComponent = typeof import("./components/ui/toaster").Toaster;
/** Every load of the toasts' code is known to the toasts (a delay counted from a toast waits for it). */
const loadToaster = (): Promise<ToasterComponent> => {
  const loading = import("./components/ui/toaster").then((module) => module.Toaster);
  toasterLoadingUntil(loading);
  return loading;
};
/**
 * The landing page shows no toast: there, the toasts' code waits for the first one. Any other page
 * may show one at once (a protected screen opened without a session), so its code comes right away.
 */
const toastsAtOnce = window.location.pathname !== "/";

/**
 * The toasts' area, mounted once its code is here. Not a React.lazy: a Suspense boundary would hold
 * the toast back a few hundred milliseconds, and a session-expired toast only shows for 500 ms.
 */
function Notifications() {
  const wanted = useToasts().length > 0 || toastsAtOnce;
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    if (!wanted || Toaster) return;
    let current = true;
    void loadToaster().then((component) => {
      if (current) setToaster(() => component);
    });
    return () => {
      current = false;
    };
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}

const queryClient = createQueryClient();
// The session is asked for first, then the code of the screen at this address is fetched while it is
// being read (after it, the session's request would wait behind the scripts).
void queryClient.prefetchQuery(currentUserQuery());
preloadScreenAt(window.location.pathname);
if (toastsAtOnce) void loadToaster();
// A data router, so that a page with unsaved input can hold a navigation (useBlocker); the app's
// own <Routes> decide everything below it.
const router = createBrowserRouter([{ path: "*", element: <App /> }]);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Notifications />
    </QueryClientProvider>
  </StrictMode>,
);
