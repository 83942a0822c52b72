import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { css } from "@shop/styled-system/css";
import { useEffect, useRef } from "react";
import type { StoreCard } from "../../lib/store-finder.server.ts";

/** OpenStreetMap's standard tiles (their usage policy asks for the attribution below). */
export const TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface StoreFinderMapProps {
  origin: { latitude: number; longitude: number };
  stores: StoreCard[];
  /** The region's name: a supplementary view of the list. */
  label: string;
}

/**
 * The results on a Leaflet map (loaded only when the shopper asks for it: StoreFinderPage). A supplementary
 * view: every fact is in the list, which stays the accessible content; the markers carry the store's name
 * as a tooltip. No scroll-wheel zoom, so the page scrolls past it.
 */
export function StoreFinderMap({ origin, stores, label }: StoreFinderMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return undefined;
    const map = L.map(element.current, { scrollWheelZoom: false });
    map.attributionControl.setPrefix(false);
    L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
    const points: L.LatLngExpression[] = [[origin.latitude, origin.longitude]];
    L.circleMarker([origin.latitude, origin.longitude], {
      radius: 6,
      color: "#1f2937",
      fillColor: "#ffffff",
      fillOpacity: 1,
      weight: 3,
      interactive: false,
    }).addTo(map);
    for (const store of stores) {
      points.push([store.latitude, store.longitude]);
      L.circleMarker([store.latitude, store.longitude], {
        radius: 9,
        color: "#ffffff",
        fillColor: "#0f5c4c",
        fillOpacity: 1,
        weight: 2,
      })
        .bindTooltip(store.name)
        .addTo(map);
    }
    map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 });
    return () => {
      map.remove();
    };
  }, [origin.latitude, origin.longitude, stores]);
  return (
    <section aria-label={label} className={styles.region}>
      <div ref={element} className={styles.map} data-testid="store-finder-map" />
    </section>
  );
}

const styles = {
  region: css({ borderWidth: "1px", borderColor: "border", borderRadius: "md", overflow: "hidden" }),
  map: css({ h: { base: "20rem", md: "28rem" }, w: "full", zIndex: "0" }),
};
