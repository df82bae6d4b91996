// SPDX-License-Identifier: GPL-2.0
/*
 * The link partner behind the emulated PHY: one IPv4 host that answers
 * ARP requests and ICMP echo requests for its address. Nothing is routed
 * anywhere: frames stay inside this process.
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
		break;
	}
}
