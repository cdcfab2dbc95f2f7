import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { skipToken } from "@apollo/client/react";
import { Button } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { useFormat } from "../../lib/format.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { PICKUP_POINTS_QUERY, type CheckoutCart, type PickupPoint, type ShippingMethod } from "./checkout-queries.ts";
import { ErrorSummary, TextField, fieldId } from "../../components/form-parts.tsx";
import { PickupPointMap } from "./pickup-point-map.tsx";
import { formatPickupDistance, scheduleLines } from "./pickup-schedule.ts";
import { type FieldProblem, pickupPointAddress } from "../../lib/address-fields.ts";
import formStyles from "../../components/form-parts.module.css";
import styles from "./checkout.module.css";

const PREFIX = "delivery";

/**
 * The relay search a page's address asks for (`?code=<method>&pickupPlace=<postcode or city>`):
 * the search form without JavaScript is sent by GET, and the page's loader runs it on the server.
 * A place with a digit is a postcode, otherwise a city (as the search field says).
 */
export function pickupSearchOf(search: URLSearchParams, country: string | null | undefined) {
  const place = search.get("pickupPlace")?.trim().slice(0, 100) ?? "";
  if (!place || !country) return null;
  return { search: { country, ...(/\d/.test(place) ? { postcode: place } : { city: place }) }, first: 10 };
}

/** "2 to 3 working days", or one number when both are the same. */
export function useDeliveryDays() {
  const intl = useIntl();
  return (method: Pick<ShippingMethod, "minDays" | "maxDays">) =>
    intl.formatMessage({ id: method.minDays === method.maxDays ? "checkout.delivery.days.exact" : "checkout.delivery.days" }, { min: method.minDays, max: method.maxDays });
}


/** A pickup point's week, as a definition list (the day, its hours or "closed"). */
export function PickupSchedule({ schedule }: { schedule: PickupPoint["schedule"] }) {
  const intl = useIntl();
  return (
    <dl className={styles.schedule}>
      {scheduleLines(schedule, intl.locale).map((line) => (
        <div key={line.dayOfWeek}>
          <dt>{line.day}</dt>
          <dd>{line.hours ?? intl.formatMessage({ id: "checkout.pickup.closed" })}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Step 3: the delivery methods to the shipping address's country, with their price for this cart
 * and their delay, cheapest first (the API's order). A method that delivers to a relay asks for a
 * pickup point: a search by postcode or city lists the nearest, with their distance, address and
 * week. The choice is saved on the cart (`setShippingMethod`).
 */
export function DeliveryStep({
  cart,
  pending,
  problems,
  message,
  onChoose,
}: {
  cart: CheckoutCart;
  pending: boolean;
  problems: FieldProblem[];
  message: string | null;
  onChoose: (code: string, pickupPointId: string | null) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const days = useDeliveryDays();
  const hydrated = useHydrated();
  const legendId = useId();
  const [searchParams] = useSearchParams();
  // Without JavaScript, the method chosen comes back in the address with a relay search.
  const asked = cart.shippingMethods.find((candidate) => candidate.code === searchParams.get("code"))?.code;
  const [code, setCode] = useState(asked ?? cart.selectedShippingMethod?.code ?? cart.shippingMethods[0]?.code ?? "");
  const [pointId, setPointId] = useState<string | null>(cart.pickupPoint?.id ?? null);
  const [missing, setMissing] = useState<FieldProblem[]>([]);
  const method = cart.shippingMethods.find((candidate) => candidate.code === code);
  const shown = missing.length > 0 ? missing : problems;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (method?.needsPickupPoint && !pointId) {
      setMissing([{ field: "pickupPoint", message: intl.formatMessage({ id: "checkout.pickup.required" }) }]);
      return;
    }
    setMissing([]);
    onChoose(code, method?.needsPickupPoint ? pointId : null);
  };

  if (cart.shippingMethods.length === 0) {
    return <p className={styles.notice}>{intl.formatMessage({ id: "checkout.delivery.none" })}</p>;
  }
  return (
    <form method="post" noValidate onSubmit={hydrated ? submit : undefined} className={formStyles.form} data-form={PREFIX}>
      <input type="hidden" name="intent" value="delivery" />
      <ErrorSummary prefix={PREFIX} problems={shown} message={missing.length > 0 ? null : message} />
      <fieldset className={styles.choices} id={fieldId(PREFIX, "method")}>
        <legend id={legendId} className={styles.legend}>
          {intl.formatMessage({ id: "checkout.delivery.legend" })}
        </legend>
        {cart.shippingMethods.map((candidate) => {
          const free = candidate.price.priceInclTax.amount === 0;
          return (
            <label key={candidate.code} className={styles.choice} data-method={candidate.code}>
              <input type="radio" name="code" value={candidate.code} checked={candidate.code === code} onChange={() => setCode(candidate.code)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>
                  {candidate.label}
                  <span className={styles.choicePrice}>{free ? intl.formatMessage({ id: "checkout.delivery.free" }) : format.money(candidate.price.priceInclTax)}</span>
                </span>
                <span className={styles.choiceDetail}>
                  {candidate.carrier} · {days(candidate)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {!hydrated && <input type="hidden" name="step" value="delivery" />}
      {/* Without JavaScript the choice of a method changes nothing on the page: the search is there for the relay methods. */}
      {(method?.needsPickupPoint || (!hydrated && cart.shippingMethods.some((candidate) => candidate.needsPickupPoint))) && (
        <PickupSearch
          country={cart.shippingAddress?.countryCode ?? ""}
          initialPostcode={cart.shippingAddress?.postcode ?? ""}
          chosen={cart.pickupPoint}
          pointId={pointId}
          onPick={(id) => {
            setPointId(id);
            setMissing([]);
          }}
          problem={shown.find((problem) => problem.field === "pickupPoint")}
        />
      )}
      <Button type="submit" size="l" disabled={pending}>
        {intl.formatMessage({ id: "checkout.delivery.submit" })}
      </Button>
    </form>
  );
}

/** A point of the list: a search's result, or the one already chosen (without its week then). */
type ListedPoint = Pick<PickupPoint, "id" | "name" | "carrier" | "address"> & Partial<Pick<PickupPoint, "distanceKm" | "schedule">>;

/**
 * The relay search: a postcode or a city in the shipping address's country; the nearest points,
 * nearest first, each a choice with its distance, address and week. It starts from the shipping
 * address's postcode. The list is the accessible source of truth: the map, shown only when the
 * shop has a tile server, repeats it for the eye (a marker clicked chooses the same point).
 */
function PickupSearch({
  country,
  initialPostcode,
  chosen,
  pointId,
  onPick,
  problem,
}: {
  country: string;
  initialPostcode: string;
  chosen: CheckoutCart["pickupPoint"];
  pointId: string | null;
  onPick: (id: string) => void;
  problem?: FieldProblem;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // A search sent without JavaScript: run by the page's loader, its results in the page.
  const asked = pickupSearchOf(searchParams, country);
  const { data: found } = usePageQuery(PICKUP_POINTS_QUERY, asked ? { variables: asked } : skipToken);
  const [place, setPlace] = useState(searchParams.get("pickupPlace") ?? initialPostcode);
  const [searched, setPoints] = useState<PickupPoint[] | null>(null);
  const points = searched ?? found?.pickupPoints ?? null;
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultsId = useId();

  const search = async () => {
    const query = place.trim();
    if (!query) return;
    setSearching(true);
    setError(null);
    try {
      const apollo = await loadBrowserClient();
      const isPostcode = /\d/.test(query);
      const { data } = await apollo.query({
        query: PICKUP_POINTS_QUERY,
        variables: { search: { country, ...(isPostcode ? { postcode: query } : { city: query }) }, first: 10 },
        fetchPolicy: "network-only",
      });
      setPoints(data?.pickupPoints ?? []);
    } catch (failure) {
      const alert = mutationAlert(intl, { error: failure });
      setError(typeof alert?.message === "string" ? alert.message : "");
    } finally {
      setSearching(false);
    }
  };

  const list: ListedPoint[] = points ?? (chosen ? [chosen] : []);
  return (
    <div className={styles.pickup} data-pickup-search="">
      <div className={styles.searchRow}>
        <TextField
          prefix={PREFIX}
          name="pickupPlace"
          label={intl.formatMessage({ id: "checkout.pickup.place" })}
          hint={intl.formatMessage({ id: "checkout.pickup.placeHint" })}
          value={place}
          onChange={(event) => setPlace(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void search();
            }
          }}
          autoComplete="off"
          optional
        />
        {/* Without JavaScript: the delivery form itself, sent by GET, asks the page for the points. */}
        <Button
          variant="secondary"
          type={hydrated ? "button" : "submit"}
          formMethod={hydrated ? undefined : "get"}
          onClick={hydrated ? () => void search() : undefined}
          disabled={searching}
          aria-controls={resultsId}
          data-pickup-search-button=""
        >
          <Icon name="magnifier" size={18} />
          {intl.formatMessage({ id: "checkout.pickup.search" })}
        </Button>
      </div>
      <div id={resultsId} aria-live="polite" aria-busy={searching}>
        {error && <p className={formStyles.fieldError}>{error}</p>}
        {points && points.length === 0 && <p className={styles.notice}>{intl.formatMessage({ id: "checkout.pickup.noneFound" })}</p>}
        {points && points.length > 0 && <p className={formStyles.hint}>{intl.formatMessage({ id: "checkout.pickup.found" }, { count: points.length })}</p>}
      </div>
      {points && points.length > 0 && <PickupPointMap points={points} selectedId={pointId} onSelect={onPick} />}
      {list.length > 0 && (
        <fieldset className={styles.choices} id={fieldId(PREFIX, "pickupPoint")} aria-describedby={problem ? `${fieldId(PREFIX, "pickupPoint")}-error` : undefined}>
          <legend className={styles.legend}>{intl.formatMessage({ id: "checkout.pickup.legend" })}</legend>
          {list.map((point) => (
            <label key={point.id} className={styles.choice} data-pickup-point={point.id}>
              <input type="radio" name="pickupPointId" value={point.id} checked={point.id === pointId} onChange={() => onPick(point.id)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>
                  {point.name}
                  {typeof point.distanceKm === "number" && (
                    <span className={styles.choicePrice}>{formatPickupDistance(point.distanceKm, intl.locale)}</span>
                  )}
                </span>
                <span className={styles.choiceDetail}>{pickupPointAddress(point)}</span>
                {point.schedule && (
                  <details className={styles.hours}>
                    <summary>{intl.formatMessage({ id: "checkout.pickup.hours" })}</summary>
                    <PickupSchedule schedule={point.schedule} />
                  </details>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {problem && (
        <p id={`${fieldId(PREFIX, "pickupPoint")}-error`} className={formStyles.fieldError}>
          {problem.message}
        </p>
      )}
    </div>
  );
}
