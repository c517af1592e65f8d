import { z } from "zod";

/**
 * The schemas the OpenAPI document names (its components). The contract keeps its own registry
 * rather than zod's global one: the web app's server build carries a second copy of the contract,
 * and its schemas of the same names in the global registry made the document impossible to build
 * ("Duplicate schema id MallCard").
 */
export const namedSchemas = z.registry<{ id: string }>();
