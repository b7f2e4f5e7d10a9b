// Loads the Google Maps JavaScript API once, only when a usable key is configured. No library: the
// map needs a few calls, and the script is fetched from Google at the moment the map is shown.

export interface GoogleMapsApi {
  maps: {
    Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
    Marker: new (
      options: Record<string, unknown>,
    ) => { addListener: (event: string, handler: () => void) => void };
    LatLngBounds: new () => { extend: (point: { lat: number; lng: number }) => void };
  };
}

export interface GoogleMap {
  fitBounds: (bounds: unknown, padding?: number) => void;
  setCenter: (point: { lat: number; lng: number }) => void;
  setZoom: (zoom: number) => void;
}

const CALLBACK = '__estadiaMapsReady';
const TIMEOUT_MS = 10_000;
let loading: Promise<GoogleMapsApi> | undefined;

export function loadGoogleMaps(apiKey: string): Promise<GoogleMapsApi> {
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>;
    const timer = window.setTimeout(
      () => reject(new Error('O mapa demorou demais para carregar.')),
      TIMEOUT_MS,
    );
    globals[CALLBACK] = () => {
      window.clearTimeout(timer);
      resolve(globals.google as GoogleMapsApi);
    };
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&callback=${CALLBACK}&language=pt-BR&region=BR`;
    script.async = true;
    // Refused by the network or by the page's Content-Security-Policy.
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('O mapa não pôde ser carregado.'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
