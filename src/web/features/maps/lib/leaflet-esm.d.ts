// Leaflet's ES module build has the types of the package's main entry (@types/leaflet).
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
