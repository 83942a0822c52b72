import type { VariantGroup } from "../VariantPicker.tsx";

export const UNAVAILABLE = "nicht verfügbar in dieser Kombination";

export const sizeGroup: VariantGroup = {
  id: "size",
  name: "Grösse",
  displayType: "text",
  options: [
    { id: "1l", name: "1 l", isSelected: false, isCombinable: true },
    { id: "5l", name: "5 l", isSelected: true, isCombinable: true },
    { id: "10l", name: "10 l", isSelected: false, isCombinable: true },
    { id: "25l", name: "25 l", isSelected: false, isCombinable: false },
  ],
};

export const colourGroup: VariantGroup = {
  id: "colour",
  name: "Farbe",
  displayType: "color",
  options: [
    { id: "white", name: "Weiss", colorHex: "#ffffff", isSelected: false, isCombinable: true },
    { id: "blue", name: "Blau", colorHex: "#1d5fd6", isSelected: true, isCombinable: true },
    { id: "green", name: "Grün", colorHex: "#237d38", isSelected: false, isCombinable: true },
    { id: "red", name: "Rot", colorHex: "#c21f1f", isSelected: false, isCombinable: false },
  ],
};

export const selectGroup: VariantGroup = {
  id: "scent",
  name: "Duft",
  displayType: "select",
  options: [
    { id: "neutral", name: "Neutral", isSelected: true, isCombinable: true },
    { id: "lemon", name: "Zitrone", isSelected: false, isCombinable: true },
    { id: "pine", name: "Arve", isSelected: false, isCombinable: false },
  ],
};

export const equipmentGroup: VariantGroup = {
  id: "equipment",
  name: "Ausstattung",
  displayType: "text",
  options: [
    { id: "basic", name: "Basis", isSelected: true, isCombinable: true },
    { id: "comfort", name: "Komfort", isSelected: false, isCombinable: true, priceDelta: "+ CHF 250.00" },
    { id: "premium", name: "Premium", isSelected: false, isCombinable: true, priceDelta: "+ CHF 480.00" },
  ],
};
