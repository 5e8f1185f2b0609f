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
