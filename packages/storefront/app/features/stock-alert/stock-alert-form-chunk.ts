import { StockAlertForm, stockAlertMessagesReady } from "./stock-alert-form.tsx";

/**
 * What the product page downloads on demand when something is out of stock (page weight, ADR
 * 033): the form, once its messages are there too. Its own module, imported only dynamically, so
 * that the form itself can be a static import elsewhere (the `/stock-alert` page) and still load
 * as a chunk here. The messages are awaited by the caller, not by a top-level `await` here: a
 * module with one makes the bundler split the modules it shares with the product screen into
 * chunks of their own, which the page would then load up front.
 */
export const loadStockAlertForm = () => stockAlertMessagesReady().then(() => ({ default: StockAlertForm }));
