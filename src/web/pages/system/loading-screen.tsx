import { LogoMark } from "../../components/brand/logo";
import { Spinner } from "../../components/ui/spinner";

export function LoadingScreen() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4">
      <LogoMark className="size-12" />
      <Spinner />
    </div>
  );
}

/** While a screen's code loads inside the signed-in frame: the sidebar stays, the content waits. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-6 lg:p-8">
      <Spinner />
    </div>
  );
}
