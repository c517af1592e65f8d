import { type RouteConfig, route } from "@react-router/dev/routes";

export default [route("*", "routes/not-found.tsx")] satisfies RouteConfig;
