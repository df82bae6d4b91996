// SPDX-License-Identifier: GPL-2.0
/*
 * The link partner behind the emulated PHY: one IPv4 host that answers
 * ARP requests and ICMP echo requests for its address. Nothing is routed
 * anywhere: frames stay inside this process. With --dhcp it is also the
 * smallest DHCP server a client such as systemd-networkd configures
 * itself from (RFC 2131): DISCOVER gets an OFFER and REQUEST an ACK of the
 * one address it leases, with the server identifier (its own address), the
 * subnet mask of its prefix and a lease of an hour; no router, no DNS.
 */
#include <string.h>

#include "emu.h"

static uint16_t be16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

static void arp(struct peer *p, const uint8_t *f, size_t n, peer_out out, void *ctx)
{
	const uint8_t *a = f + 14;
	uint8_t r[60];

	if (n < 14 + 28)
		return;
	/* Ethernet/IPv4 request for our address */
	if (be16(a) != 1 || be16(a + 2) != 0x0800 || a[4] != 6 || a[5] != 4 || be16(a + 6) != 1)
		return;
	if (memcmp(a + 24, p->ip, 4))
		return;
	memset(r, 0, sizeof(r));
	memcpy(r, a + 8, 6);       /* to the sender hardware address */
	memcpy(r + 6, p->mac, 6);
	r[12] = 0x08;
	r[13] = 0x06;
	memcpy(r + 14, a, 6);      /* htype, ptype, hlen, plen */
	r[20] = 0;
	r[21] = 2;                 /* reply */
	memcpy(r + 22, p->mac, 6);
	memcpy(r + 28, p->ip, 4);
	memcpy(r + 32, a + 8, 10); /* target: the requester */
	p->arp_replies++;
	out(ctx, r, sizeof(r));
}

static void ipv4(struct peer *p, const uint8_t *f, size_t n, peer_out out, void *ctx)
{
	const uint8_t *ip = f + 14;
	static uint8_t r[MAX_FRAME];
	size_t ihl, tot;
	uint8_t *rip, *icmp;

	if (n < 14 + 20 || (ip[0] >> 4) != 4)
		return;
	ihl = (size_t)(ip[0] & 0xF) * 4;
	tot = be16(ip + 2);
	if (ihl < 20 || tot < ihl + 8 || 14 + tot > n)
		return;
	if (ip[9] != 1 || memcmp(ip + 16, p->ip, 4))
		return;
	if (be16(ip + 6) & 0x3FFF)
		return; /* fragments are not reassembled */
	if (inet_csum(ip, ihl) != 0)
		return;
	if (ip[ihl] != 8 || inet_csum(ip + ihl, tot - ihl) != 0)
		return; /* echo request with a good checksum only */
	memcpy(r, f + 6, 6);
	memcpy(r + 6, p->mac, 6);
	r[12] = 0x08;
	r[13] = 0x00;
	rip = r + 14;
	memcpy(rip, ip, tot);
	memcpy(rip + 12, ip + 16, 4);
	memcpy(rip + 16, ip + 12, 4);
	rip[8] = 64;
	rip[10] = rip[11] = 0;
	{
		uint16_t s = inet_csum(rip, ihl);

		rip[10] = (uint8_t)(s >> 8);
		rip[11] = (uint8_t)s;
	}
	icmp = rip + ihl;
	icmp[0] = 0; /* echo reply */
	icmp[2] = icmp[3] = 0;
	{
		uint16_t s = inet_csum(icmp, tot - ihl);

		icmp[2] = (uint8_t)(s >> 8);
		icmp[3] = (uint8_t)s;
	}
	p->echo_replies++;
	out(ctx, r, 14 + tot);
}

/* a DHCP reply of type t (2 OFFER, 5 ACK) to the BOOTP request q */
static void dhcp_reply(struct peer *p, const uint8_t *q, int t, peer_out out, void *ctx)
{
	static uint8_t r[14 + 20 + 8 + 300];
	uint8_t *ip = r + 14, *udp = ip + 20, *b = udp + 8, *o;
	uint32_t mask = p->prefix ? 0xFFFFFFFFu << (32 - p->prefix) : 0;
	uint16_t s;

	memset(r, 0, sizeof(r));
	memcpy(r, q + 28, 6);		/* to the client's chaddr */
	memcpy(r + 6, p->mac, 6);
	r[12] = 0x08;
	ip[0] = 0x45;
	put_be16(ip + 2, 20 + 8 + 300);
	ip[8] = 64;
	ip[9] = 17;
	memcpy(ip + 12, p->ip, 4);
	memset(ip + 16, 0xFF, 4);	/* broadcast: the client has no address yet */
	s = inet_csum(ip, 20);
	put_be16(ip + 10, s);
	put_be16(udp, 67);
	put_be16(udp + 2, 68);
	put_be16(udp + 4, 8 + 300);	/* UDP checksum 0: none (IPv4) */
	b[0] = 2;			/* BOOTREPLY */
	b[1] = 1;
	b[2] = 6;
	memcpy(b + 4, q + 4, 4);	/* xid */
	memcpy(b + 10, q + 10, 2);	/* flags */
	memcpy(b + 16, p->dhcp_addr, 4);	/* yiaddr */
	memcpy(b + 20, p->ip, 4);	/* siaddr */
	memcpy(b + 28, q + 28, 16);	/* chaddr */
	o = b + 236;
	memcpy(o, "\x63\x82\x53\x63", 4);
	o += 4;
	*o++ = 53; *o++ = 1; *o++ = (uint8_t)t;
	*o++ = 54; *o++ = 4; memcpy(o, p->ip, 4); o += 4;
	*o++ = 51; *o++ = 4; *o++ = 0; *o++ = 0; *o++ = 0x0E; *o++ = 0x10;	/* 3600 s */
	*o++ = 1; *o++ = 4;
	*o++ = (uint8_t)(mask >> 24); *o++ = (uint8_t)(mask >> 16);
	*o++ = (uint8_t)(mask >> 8); *o++ = (uint8_t)mask;
	*o = 255;
	p->dhcp_replies++;
	log_ev("dhcp", "sm", "reply", t == 2 ? "offer" : "ack", "client", q + 28);
	out(ctx, r, sizeof(r));
}

/* an IPv4 UDP frame to port 67: a BOOTP request with a DHCP message type */
static void dhcp(struct peer *p, const uint8_t *f, size_t n, peer_out out, void *ctx)
{
	const uint8_t *ip = f + 14, *udp, *b, *o, *end;
	size_t ihl;

	if (n < 14 + 20 || (ip[0] >> 4) != 4 || ip[9] != 17)
		return;
	ihl = (size_t)(ip[0] & 0xF) * 4;
	if (ihl < 20 || n < 14 + ihl + 8 + 240)
		return;
	udp = ip + ihl;
	if (be16(udp + 2) != 67)
		return;
	b = udp + 8;
	if (b[0] != 1 || b[1] != 1 || b[2] != 6 || memcmp(b + 236, "\x63\x82\x53\x63", 4))
		return;
	end = f + n;
	for (o = b + 240; o < end && *o != 255;) {
		if (*o == 0) {
			o++;
			continue;
		}
		if (o + 2 > end || o + 2 + o[1] > end)
			return;
		if (o[0] == 53 && o[1] == 1) {
			if (o[2] == 1)
				dhcp_reply(p, b, 2, out, ctx);
			else if (o[2] == 3)
				dhcp_reply(p, b, 5, out, ctx);
			return;
		}
		o += 2 + o[1];
	}
}

void peer_input(struct peer *p, const uint8_t *f, size_t n, peer_out out, void *ctx)
{
	int bcast, mine;

	if (n < 14)
		return;
	bcast = !memcmp(f, "\xff\xff\xff\xff\xff\xff", 6);
	mine = !memcmp(f, p->mac, 6);
	if (!bcast && !mine)
		return;
	switch (be16(f + 12)) {
	case 0x0806:
		arp(p, f, n, out, ctx);
		break;
	case 0x0800:
		if (mine)
			ipv4(p, f, n, out, ctx);
		if (p->dhcp_on)
			dhcp(p, f, n, out, ctx);
		break;
	}
}
