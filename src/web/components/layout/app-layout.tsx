import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Outlet } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import { SHELL_TEXTS } from "../../../shared/texts/common";
import { useCompany } from "../../api/hooks";
import { Logo } from "../brand/logo";
import { Button } from "../ui/button";
import { Sidebar } from "./sidebar";

/** The authenticated frame: sidebar (a drawer on small screens) and the routed screen. */
export function AppLayout({ user }: { user: CurrentUser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const company = useCompany();
  const companyName = company.data?.name;

  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[16rem_1fr]">
      {/* The first stop of the keyboard: straight to the screen, past the navigation. */}
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {SHELL_TEXTS.skipToContent}
      </a>
      <aside className="sticky top-0 hidden h-screen lg:block">
        <Sidebar user={user} companyName={companyName} />
      </aside>

      <div className="flex items-center justify-between border-b bg-sidebar px-4 py-3 lg:hidden">
        <Logo inverted />
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={SHELL_TEXTS.openMenu}
              className="text-white hover:bg-sidebar-accent"
            >
              <Menu />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
            <Dialog.Content
              className="fixed inset-y-0 left-0 z-50 w-72 shadow-xl"
              aria-describedby={undefined}
            >
              <Dialog.Title className="sr-only">{SHELL_TEXTS.menu}</Dialog.Title>
              <Sidebar user={user} companyName={companyName} onNavigate={() => setMenuOpen(false)} />
              <Dialog.Close asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={SHELL_TEXTS.closeMenu}
                  className="absolute top-4 right-3 text-white hover:bg-sidebar-accent"
                >
                  <X />
                </Button>
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>

      <main id="contenu" tabIndex={-1} className="min-w-0 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
