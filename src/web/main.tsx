import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { configureFrenchSchemaMessages } from "../shared/schema-messages";
import { App } from "./app";
import { Toaster } from "./components/ui/toaster";
import { TooltipProvider } from "./components/ui/tooltip";
import { createQueryClient } from "./lib/query-client";
import "./lib/format";

configureFrenchSchemaMessages();

const queryClient = createQueryClient();
// A data router, so that a page with unsaved input can hold a navigation (useBlocker); the app's
// own <Routes> decide everything below it.
const router = createBrowserRouter([{ path: "*", element: <App /> }]);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>,
);
