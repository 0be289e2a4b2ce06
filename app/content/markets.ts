/** docs/product.md section 1, Markets: countries with their cities, and where the offices sit on the map. */
export interface MarketOffice {
  id: string;
  city: string;
  /** [latitude, longitude] */
  position: [number, number];
}

export interface Market {
  /** ISO 3166-1 alpha-2, lower case; names come from `markets:countries.<id>`. */
  id: string;
  cities: MarketOffice[];
  /** Markets listed under "and others" in docs/product.md. */
  emerging?: boolean;
}

export const HEADQUARTERS: MarketOffice = { id: "bellevue", city: "Bellevue, WA", position: [47.6154, -122.2012] };

export const markets: Market[] = [
  {
    id: "ke",
    cities: [
      { id: "nairobi", city: "Nairobi", position: [-1.2864, 36.8172] },
      { id: "mombasa", city: "Mombasa", position: [-4.0435, 39.6682] },
    ],
  },
  {
    id: "gh",
    cities: [
      { id: "accra", city: "Accra", position: [5.6037, -0.187] },
      { id: "kumasi", city: "Kumasi", position: [6.6885, -1.6244] },
    ],
  },
  {
    id: "za",
    cities: [
      { id: "cape-town", city: "Cape Town", position: [-33.9249, 18.4241] },
      { id: "johannesburg", city: "Johannesburg", position: [-26.2041, 28.0473] },
      { id: "durban", city: "Durban", position: [-29.8587, 31.0218] },
    ],
  },
  {
    id: "ng",
    cities: [
      { id: "lagos", city: "Lagos", position: [6.5244, 3.3792] },
      { id: "abuja", city: "Abuja", position: [9.0765, 7.3986] },
    ],
  },
  { id: "rw", cities: [{ id: "kigali", city: "Kigali", position: [-1.9441, 30.0619] }], emerging: true },
  { id: "tz", cities: [{ id: "dar-es-salaam", city: "Dar es Salaam", position: [-6.7924, 39.2083] }], emerging: true },
  { id: "ma", cities: [{ id: "marrakech", city: "Marrakech", position: [31.6295, -7.9811] }], emerging: true },
  { id: "ci", cities: [{ id: "abidjan", city: "Abidjan", position: [5.36, -4.0083] }], emerging: true },
];

/** docs/product.md section 1: an Africa-based count, a US-based count, multilingual staff over 15 languages. */
export const workforceDistribution = {
  africaBased: 1150,
  usBased: 350,
  languagesSpoken: 15,
} as const;
