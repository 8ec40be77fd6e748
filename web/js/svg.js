// SVG elements for the drawings over the board and the search tree. SVG's
// XML namespace lives here alone: an identifier of the format, never
// fetched (the page loads nothing from elsewhere).
const NAMESPACE = "http://www.w3.org/2000/svg";

/** A new SVG element `name` with `attrs`, appended to `parent` when given. */
export function svgElement(name, attrs = {}, parent = null) {
  const node = document.createElementNS(NAMESPACE, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}
