/**
 * Spec section 3: six hotel-brand clients. The brands are invented (no real trademarks), their
 * logos are artwork under public/images/clients and their websites sit on the reserved .example domain.
 */
import type { Client } from "./types";

export const clients: Client[] = [
  {
    id: "azure-coast-resorts",
    name: "Azure Coast Resorts",
    logo: "/images/clients/azure-coast-resorts.svg",
    website: "https://azure-coast-resorts.example",
  },
  {
    id: "acacia-plains-lodges",
    name: "Acacia Plains Lodges",
    logo: "/images/clients/acacia-plains-lodges.svg",
    website: "https://acacia-plains-lodges.example",
  },
  {
    id: "harbourlight-hotels",
    name: "Harbourlight Hotels",
    logo: "/images/clients/harbourlight-hotels.svg",
    website: "https://harbourlight-hotels.example",
  },
  {
    id: "kilima-grand",
    name: "Kilima Grand Hotels",
    logo: "/images/clients/kilima-grand.svg",
    website: "https://kilima-grand.example",
  },
  {
    id: "baobab-house",
    name: "Baobab House Suites",
    logo: "/images/clients/baobab-house.svg",
    website: "https://baobab-house.example",
  },
  {
    id: "lumen-quay",
    name: "Lumen Quay Hotels",
    logo: "/images/clients/lumen-quay.svg",
    website: "https://lumen-quay.example",
  },
];
