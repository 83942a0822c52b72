// Vite turns imported assets into URLs (stories only). `?no-inline` keeps small files out of data URIs.
declare module "*.svg?no-inline" {
  const url: string;
  export default url;
}

// Vite turns `?url` imports into the asset's public URL (font preloads).
declare module "*?url" {
  const url: string;
  export default url;
}
