/**
 * A self-signed certificate for `localhost` and 127.0.0.1 (P-256, valid until 2126), for test
 * servers that must speak HTTPS: web-push sends to push services over HTTPS only. Made with
 * `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
 * -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1`. Tests only: a client
 * trusts it by passing LOCAL_TLS.cert as its CA.
 */
export const LOCAL_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgLc30sn4UdumDnSTg
7Vc7LAy9yOK39smq1A/3wDJbhWShRANCAAT4dRZxfgJ/FfhtM4WYYlvfPqLmXs/m
PvJ+948ITWrVF3L5EY0H7YFOa/BGh3jkXhyn0GZx7FZewnnodX7dO3W7
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUOuEUArrcDYsyI77hKCZXxowuehEwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNDA2MjMzOFoYDzIxMjYxMDMx
MDYyMzM4WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAT4dRZxfgJ/FfhtM4WYYlvfPqLmXs/mPvJ+948ITWrVF3L5EY0H7YFO
a/BGh3jkXhyn0GZx7FZewnnodX7dO3W7o28wbTAdBgNVHQ4EFgQU8y9oJAk6ijVP
MFBXQkp42zq5Kw8wHwYDVR0jBBgwFoAU8y9oJAk6ijVPMFBXQkp42zq5Kw8wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDRwAwRAIgMD3bm4kHXA0A7/Gxl1rCIASmHrMERNU3LNH2meoP/NcCIGQr
ybAjaDMOD/WMal5LINbnS/AT1W68bBEILpw5Bpoc
-----END CERTIFICATE-----
`,
};
