/**
 * Asks the mini-cart to open, from anywhere in the cart feature (an add on a product page, the
 * quick order): the mini-cart subscribes once, the header renders it. `added` names the lines
 * just added, for the drawer's confirmation; focus goes into the drawer and back where it was.
 */
export interface MiniCartRequest {
  /** Item ids of the lines just added or increased (empty: just open). */
  added: string[];
}

type Listener = (request: MiniCartRequest) => void;
const listeners = new Set<Listener>();

export const miniCartSignal = {
  open(request: MiniCartRequest = { added: [] }): void {
    for (const listener of listeners) listener(request);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
