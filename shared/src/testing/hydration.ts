/**
 * Whether React has taken over this element: once it hydrates (or renders)
 * an element it keeps the element's fiber on the node. For tests that
 * hydrate `react-dom/server` HTML and check which parts React runs yet.
 */
export function isHydratedByReact(element: Element | null): boolean {
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}
