// Service worker: keeps the page's files so that, once opened, the game loads and plays
// with no network (and can be added to a tablet's home screen). Network first, so a new
// build is picked up whenever the network is there; the cache answers when it is not.
"use strict";
const CACHE = "naw-v4";
// The texts fetched apart from the page (french.txt, the rule texts) are kept too: offline, a
// rule's text opens from here.
const FILES = ["./", "index.html", "index.js", "index.wasm", "french.txt", "rules-1979.txt",
               "rules-cn.txt", "rules-nlb.txt", "rules-w20.txt", "rules-w20.fr.txt",
               "manifest.webmanifest", "icon.svg", "icon-180.png", "icon-192.png", "icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  }).catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => {
    if (hit) return hit;
    // A navigation to any address of the game (a link with a query) gets the page.
    if (request.mode === "navigate") return caches.match("index.html");
    return Response.error();
  })));
});
