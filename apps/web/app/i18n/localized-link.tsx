import type { Language } from "@capital/contract/catalogue";
import { forwardRef, useCallback } from "react";
import {
  type FormProps,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useNavigate,
} from "react-router";
import { useI18n } from "./language-context";
import { localizePath } from "./language-path";

/** A destination in the page's language: absolute paths gain /en on English pages. */
export function localizeTo(to: To, language: Language): To {
  if (typeof to === "string") return to.startsWith("/") ? localizePath(to, language) : to;
  return to.pathname?.startsWith("/") ? { ...to, pathname: localizePath(to.pathname, language) } : to;
}

/** react-router's Link, staying in the page's language. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const { language } = useI18n();
  return <RouterLink ref={ref} to={localizeTo(to, language)} {...props} />;
});

/** react-router's NavLink, staying in the page's language. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const { language } = useI18n();
  return <RouterNavLink ref={ref} to={localizeTo(to, language)} {...props} />;
});

/** react-router's Form, sent to its action in the page's language. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
  const { language } = useI18n();
  const localized = action?.startsWith("/") ? localizePath(action, language) : action;
  return <RouterForm ref={ref} action={localized} {...props} />;
});

/** useNavigate, staying in the page's language; a number goes back or forward in history. */
export function useLocalizedNavigate() {
  const { language } = useI18n();
  const navigate = useNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(localizeTo(to, language), options),
    [navigate, language],
  );
}
