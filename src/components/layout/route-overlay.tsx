import Router from "next/router";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { createRouteOverlayController } from "./route-overlay-controller";

/** Full-screen "Carregando..." while a navigation to another path is under way (SPEC §2). */
export function RouteOverlay() {
  const t = useTranslations();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const controller = createRouteOverlayController({
      setVisible,
      // Router.asPath is still the page being left at routeChangeStart (window.location has
      // already moved on browser Back/Forward).
      currentPath: () => Router.asPath,
      storage: () => window.sessionStorage,
    });
    const onStart = (url: string) => controller.onStart(url);
    const onComplete = () => controller.onComplete();
    const onError = (err: unknown, url: string) => controller.onError(err, url);
    Router.events.on("routeChangeStart", onStart);
    Router.events.on("routeChangeComplete", onComplete);
    Router.events.on("routeChangeError", onError);
    return () => {
      Router.events.off("routeChangeStart", onStart);
      Router.events.off("routeChangeComplete", onComplete);
      Router.events.off("routeChangeError", onError);
      controller.dispose();
    };
  }, []);

  if (!visible) return null;
  return (
    <div
      data-testid="route-overlay"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[1000] flex flex-col items-center justify-center gap-3 bg-background/80 backdrop-blur-[1px]"
    >
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
      <span className="text-sm font-medium text-foreground">{t("app.loading")}</span>
    </div>
  );
}
