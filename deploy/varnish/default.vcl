# Varnish 7 in front of N storefront nodes, from the rules of Magento 2.4's own VCL (varnish6.vcl):
# public GETs cached by URL and store view, purged by cache tag when the backend changes what a page shows.
# `npm run stack` writes the nodes' addresses over the two backends below; list yours, one `backend` each.
vcl 4.1;

import directors;

# A node answers its health page (robots.txt, a static file) within 2 s, or leaves the rotation until it does.
probe storefront {
    .url = "/robots.txt";
    .timeout = 2s;
    .interval = 1s;
    .window = 3;
    .threshold = 2;
}

backend node1 {
    .host = "127.0.0.1";
    .port = "8081";
    .probe = storefront;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

backend node2 {
    .host = "127.0.0.1";
    .port = "8082";
    .probe = storefront;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

# Who may purge: the backend (Magento's http_cache_hosts, the embedded backend's VARNISH_PURGE_URLS) and this host.
acl purge {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new nodes = directors.round_robin();
    nodes.add_backend(node1);
    nodes.add_backend(node2);
}

sub vcl_recv {
    set req.backend_hint = nodes.backend();

    # A purge bans every object whose tags match Magento's pattern ("((^|,)cat_p_42(,|$))|…", or ".*" for all).
    if (req.method == "PURGE") {
        if (client.ip !~ purge) {
            return (synth(405, "Method not allowed"));
        }
        if (!req.http.X-Magento-Tags-Pattern) {
            return (synth(400, "X-Magento-Tags-Pattern header required"));
        }
        ban("obj.http.X-Magento-Tags ~ " + req.http.X-Magento-Tags-Pattern);
        return (synth(200, "Purged"));
    }

    # The embedded backend's own pages (payment simulator, admin preview) live on the node that runs it; a shop on
    # Magento has none.
    if (req.url ~ "^/(payment-simulator/|admin/preview(/|\?|$))") {
        set req.backend_hint = node1;
        return (pass);
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # Never shared: REST (checkout), the cart, checkout, account, sign-in and password pages, order tracking.
    if (req.url ~ "^/rest/" || req.url ~ "/checkout" ||
        req.url ~ "^/(cart|track-my-order|subscriptions|customer/|gdpr-request/|order-history|wishlist|sign-in|saved-payments|forgot-password|create-account|communications|address-book|account-information)") {
        return (pass);
    }

    # Whoever says who they are (a customer token, the session cookie) is served by a node.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)auth_token=") {
        return (pass);
    }

    # Pages vary on the store view and currency cookies only (Magento's X-Magento-Vary): other cookies are dropped
    # so that they do not split the cache.
    if (req.http.Cookie) {
        set req.http.Cookie = ";" + req.http.Cookie;
        set req.http.Cookie = regsuball(req.http.Cookie, "; +", ";");
        set req.http.Cookie = regsuball(req.http.Cookie, ";(store_view_code|store_view_currency)=", "; \1=");
        set req.http.Cookie = regsuball(req.http.Cookie, ";[^ ][^;]*", "");
        set req.http.Cookie = regsuball(req.http.Cookie, "^[; ]+|[; ]+$", "");
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }

    # Tracking parameters do not change a page.
    if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid)=") {
        set req.url = regsuball(req.url, "(utm_[a-z]+|gclid|fbclid)=[^&]*&?", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    return (hash);
}

sub vcl_hash {
    # GraphQL answers vary as Magento's VCL keys them: the shopper's cache id (store, currency, customer group, tax
    # rate), the Store and Content-Currency headers.
    if (req.url ~ "^/graphql") {
        hash_data(req.http.X-Magento-Cache-Id);
        hash_data(req.http.Store);
        hash_data(req.http.Content-Currency);
    }
}

sub vcl_backend_fetch {
    # A node that refuses the connection (stopped) is skipped: the fetch goes to the next one.
    if (bereq.retries > 0) {
        set bereq.backend = nodes.backend();
    }
}

sub vcl_backend_error {
    if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 2) {
        return (retry);
    }
}

sub vcl_backend_response {
    # Kept a day when tagged (a purge drops it the moment what it shows changes), as the node says otherwise.
    if (beresp.http.X-Magento-Tags && beresp.http.Cache-Control ~ "public" && !beresp.http.Set-Cookie) {
        set beresp.ttl = 1d;
    }
    # Grace: a page past its time is served while one fetch refreshes it (and while every node is down).
    set beresp.grace = 1h;
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    if (resp.http.X-Magento-Debug) {
        if (obj.hits > 0) {
            set resp.http.X-Magento-Cache-Debug = "HIT";
        } else {
            set resp.http.X-Magento-Cache-Debug = "MISS";
        }
    } else {
        unset resp.http.Age;
    }
    # The tags are for this cache and its purges, never for the shopper.
    unset resp.http.X-Magento-Tags;
    unset resp.http.X-Magento-Debug;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
}
