import { useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { Button } from "@shop/design-system";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * The logout button: a form posting to `/logout` (a 303 home with the "logged out" notice), so it works
 * without JavaScript; with JavaScript through a fetcher, the button showing it is waiting.
 */
export function LogoutButton({ variant = "secondary" }: { variant?: "secondary" | "quiet" }) {
  const { t } = useLingui();
  const locale = useLocale();
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={localizePath("/logout", locale)}>
      <Button type="submit" variant={variant} isPending={fetcher.state !== "idle"}>
        {t`Log out`}
      </Button>
    </fetcher.Form>
  );
}
