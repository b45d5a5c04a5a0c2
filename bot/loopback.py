"""Is a host name or address this machine's loopback interface only?

Used by the load test (it only targets this machine) and by the OpenAI-compatible endpoint
(no API key is needed while the server listens on loopback only).
"""

from __future__ import annotations

import ipaddress
import socket


def is_loopback_host(host: str | None) -> bool:
    """True when every address ``host`` resolves to is loopback (127.0.0.0/8, ::1).
    A wildcard (``0.0.0.0``, ``::``, empty) or an unresolvable name is not loopback."""
    host = (host or "").strip().strip("[]")
    if not host:
        return False
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, None)}
    except (socket.gaierror, UnicodeError):
        return False
    try:
        return bool(addresses) and all(
            ipaddress.ip_address(str(a).split("%")[0]).is_loopback for a in addresses
        )
    except ValueError:
        return False
