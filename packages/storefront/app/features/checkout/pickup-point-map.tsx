import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { CircleMarker, Map as LeafletMap } from "leaflet";
import type { PageSettings } from "../../lib/page-settings.ts";
import styles from "./pickup-point-map.module.css";

/**
 * The pickup points found, on a map (Leaflet), when the shop has a tile server (MAP_TILE_URL,
 * ADR 049). Without one nothing is rendered and no request leaves the shop: the list is the
 * screen. With one, Leaflet and its styles are loaded in the browser only, once the map is shown.
 *
 * The map is a visual aid, hidden from assistive technologies and out of the tab order: every
 * point is in the list next to it, which is how a keyboard or screen reader chooses. A click on a
 * marker chooses its point as the list would.
 */

export interface MappedPickupPoint {
  id: string;
  name: string;
  coordinates: { latitude: number; longitude: number };
}

export interface PickupPointMapProps {
  points: readonly MappedPickupPoint[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}

type MapTiles = NonNullable<PageSettings["mapTiles"]>;

/** The tile server the page settings name, or null: then there is no map. */
export function useMapTiles(): MapTiles | null {
  return useRouteLoaderData<{ page?: PageSettings }>("root")?.page?.mapTiles ?? null;
}

export function PickupPointMap(props: PickupPointMapProps) {
  const tiles = useMapTiles();
  if (!tiles || props.points.length === 0) return null;
  return <TiledMap tiles={tiles} {...props} />;
}

const MARKER_RADIUS = 8;
const SELECTED_RADIUS = 11;

/** Leaflet writes attributions as HTML: the configured text is written as text. */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

function TiledMap({ tiles, points, selectedId, onSelect }: PickupPointMapProps & { tiles: MapTiles }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const markers = useRef(new Map<string, CircleMarker>());
  const leaflet = useRef<typeof import("leaflet") | null>(null);
  // Leaflet calls it, later: always the latest `onSelect`, without placing the markers again.
  const choose = useEffectEvent((id: string) => onSelect?.(id));
  const [ready, setReady] = useState(false);

  // The map, once, in the browser (effects do not run on the server).
  useEffect(() => {
    let cancelled = false;
    const placed = markers.current;
    void Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]).then(([module]) => {
      if (cancelled || !container.current) return;
      const L = (module as { default?: typeof import("leaflet") }).default ?? module;
      leaflet.current = L;
      // No keyboard handling and no wheel zoom: the map is not in the tab order, and a page scrolled over it keeps scrolling.
      const created = L.map(container.current, { keyboard: false, scrollWheelZoom: false, attributionControl: false });
      L.control.attribution({ prefix: false }).addTo(created);
      L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(created);
      // The zoom buttons are links: out of the tab order like the rest of the map.
      for (const link of created.getContainer().querySelectorAll("a")) link.tabIndex = -1;
      map.current = created;
      setReady(true);
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      placed.clear();
    };
  }, [tiles.url, tiles.attribution]);

  // The markers of the points shown, and a view that holds them all.
  useEffect(() => {
    const L = leaflet.current;
    const current = map.current;
    if (!ready || !L || !current) return;
    for (const marker of markers.current.values()) marker.remove();
    markers.current.clear();
    for (const point of points) {
      const marker = L.circleMarker([point.coordinates.latitude, point.coordinates.longitude], {
        radius: MARKER_RADIUS,
        className: styles.marker,
        bubblingMouseEvents: false,
      })
        .bindTooltip(point.name)
        .on("click", () => choose(point.id))
        .addTo(current);
      markers.current.set(point.id, marker);
    }
    const bounds = L.latLngBounds(points.map((point) => [point.coordinates.latitude, point.coordinates.longitude]));
    current.fitBounds(bounds, { padding: [24, 24], maxZoom: 16 });
  }, [ready, points]);

  // The chosen point stands out.
  useEffect(() => {
    if (!ready) return;
    for (const [id, marker] of markers.current) {
      const selected = id === selectedId;
      marker.setRadius(selected ? SELECTED_RADIUS : MARKER_RADIUS);
      marker.getElement()?.classList.toggle(styles.selected, selected);
      if (selected) marker.bringToFront();
    }
  }, [ready, points, selectedId]);

  return <div ref={container} className={styles.map} aria-hidden="true" data-testid="pickup-point-map" />;
}
