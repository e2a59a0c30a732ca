// Types of the service worker registration module that vite-plugin-pwa provides.
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />
