/** The id segment as the API takes it; anything malformed is sent as is and answered 404 there. */
export function idParam(params: { id?: string }) {
  return encodeURIComponent(params.id ?? "");
}
