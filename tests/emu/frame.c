// SPDX-License-Identifier: GPL-2.0
/*
 * Bulk framing of the two chips, as smsc95xx_tx_fixup()/rx_fixup() and
 * smsc75xx_tx_fixup()/rx_fixup() expect it, and the checksums the chips
 * compute (TX offload, RX checksum for CHECKSUM_COMPLETE).
 */
#include <string.h>

#include "emu.h"

/* smsc95xx.h */
#define TXA95_DATA_OFFSET 0x001F0000u
#define TXA95_FIRST_SEG 0x00002000u
#define TXA95_LAST_SEG 0x00001000u
#define TXA95_BUF_SIZE 0x000007FFu
#define TXB95_CSUM_ENABLE 0x00004000u
#define TXB95_FRAME_LENGTH 0x000007FFu
#define RXS95_BF 0x00002000u
#define RXS95_MF 0x00000400u
#define RXS95_FT 0x00000020u
/* smsc75xx.h */
#define TXA75_LSO 0x08000000u
#define TXA75_IPE 0x04000000u
#define TXA75_TPE 0x02000000u
#define TXA75_LEN 0x000FFFFFu
#define RXA75_BAM 0x02000000u
#define RXA75_MAM 0x01000000u
#define RXA75_LCSM 0x00004000u
#define RXA75_LEN 0x00003FFFu

uint32_t get_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

void put_le32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

uint32_t crc32_le(const uint8_t *p, size_t n)
{
	uint32_t crc = 0xFFFFFFFFu;

	while (n--) {
		crc ^= *p++;
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
	}
	return ~crc;
}

/* ones' complement sum of big-endian 16-bit words, folded */
uint16_t csum_sum(const uint8_t *p, size_t n, uint32_t seed)
{
	uint64_t s = seed;
	size_t i;

	for (i = 0; i + 1 < n; i += 2)
		s += (uint32_t)p[i] << 8 | p[i + 1];
	if (n & 1)
		s += (uint32_t)p[n - 1] << 8;
	while (s >> 16)
		s = (s & 0xFFFF) + (s >> 16);
	return (uint16_t)s;
}

uint16_t inet_csum(const uint8_t *p, size_t n)
{
	return (uint16_t)~csum_sum(p, n, 0);
}

static void put_be16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

/* LAN7500 TX_CMD_A IPE/TPE: the chip parses the frame itself */
void frame_fill_l34_csum(uint8_t *f, size_t n, int ip, int l4)
{
	size_t l3 = 14, l4off, l4len;
	uint16_t type;
	uint8_t proto;
	uint32_t pseudo;

	if (n < 14)
		return;
	type = (uint16_t)(f[12] << 8 | f[13]);
	if (type == 0x8100 && n >= 18) {
		type = (uint16_t)(f[16] << 8 | f[17]);
		l3 = 18;
	}
	if (type == 0x0800) {
		size_t ihl, tot;

		if (n < l3 + 20 || (f[l3] >> 4) != 4)
			return;
		ihl = (size_t)(f[l3] & 0xF) * 4;
		tot = (size_t)(f[l3 + 2] << 8 | f[l3 + 3]);
		if (ihl < 20 || tot < ihl || l3 + tot > n)
			return;
		if (ip) {
			put_be16(f + l3 + 10, 0);
			put_be16(f + l3 + 10, inet_csum(f + l3, ihl));
		}
		proto = f[l3 + 9];
		l4off = l3 + ihl;
		l4len = tot - ihl;
		pseudo = csum_sum(f + l3 + 12, 8, 0);
		pseudo += proto;
		pseudo += (uint32_t)l4len;
	} else if (type == 0x86DD) {
		if (n < l3 + 40)
			return;
		proto = f[l3 + 6]; /* no extension headers */
		l4len = (size_t)(f[l3 + 4] << 8 | f[l3 + 5]);
		l4off = l3 + 40;
		if (l4off + l4len > n)
			return;
		pseudo = csum_sum(f + l3 + 8, 32, 0);
		pseudo += proto;
		pseudo += (uint32_t)l4len;
	} else {
		return;
	}
	if (!l4)
		return;
	if (proto == 6 && l4len >= 20) {
		put_be16(f + l4off + 16, 0);
		put_be16(f + l4off + 16, (uint16_t)~csum_sum(f + l4off, l4len, pseudo));
	} else if (proto == 17 && l4len >= 8) {
		uint16_t s;

		put_be16(f + l4off + 6, 0);
		s = (uint16_t)~csum_sum(f + l4off, l4len, pseudo);
		put_be16(f + l4off + 6, s ? s : 0xFFFF);
	}
}

int frame_tx95(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink, void *ctx)
{
	uint8_t acc[2048];
	size_t off = 0, acc_len = 0, frame_len = 0;
	int in_frame = 0, csum = 0, n = 0;

	(void)c;
	while (off < len) {
		uint32_t a, b, size, doff;

		if (len - off < 8)
			return -1;
		a = get_le32(buf + off);
		b = get_le32(buf + off + 4);
		off += 8;
		size = a & TXA95_BUF_SIZE;
		doff = (a & TXA95_DATA_OFFSET) >> 16;
		if (doff + size > len - off)
			return -1;
		if (a & TXA95_FIRST_SEG) {
			in_frame = 1;
			acc_len = 0;
			frame_len = b & TXB95_FRAME_LENGTH;
			csum = !!(b & TXB95_CSUM_ENABLE);
		} else if (!in_frame) {
			return -1; /* a middle segment with no first one */
		}
		if (acc_len + size > sizeof(acc))
			return -1;
		memcpy(acc + acc_len, buf + off + doff, size);
		acc_len += size;
		off += doff + size;
		if (off < len)
			off = (off + 3) & ~(size_t)3;
		if (!(a & TXA95_LAST_SEG))
			continue;
		in_frame = 0;
		if (acc_len != frame_len)
			return -1;
		if (csum) {
			/* 4-byte preamble: start (low 16) and where to put it (high 16) */
			uint32_t pre;
			size_t start, at;
			uint8_t *f = acc + 4;
			size_t fl;

			if (acc_len < 4)
				return -1;
			pre = get_le32(acc);
			fl = acc_len - 4;
			start = pre & 0xFFFF;
			at = pre >> 16;
			if (start >= fl || at + 2 > fl)
				return -1;
			put_be16(f + at, (uint16_t)~csum_sum(f + start, fl - start, 0));
			sink(ctx, f, fl);
		} else {
			sink(ctx, acc, acc_len);
		}
		n++;
	}
	return in_frame ? -1 : n;
}

/* TX_CMD_A (length, IPE/TPE) and TX_CMD_B before each frame, frames padded
 * to 4 bytes: smsc75xx_tx_fixup() and lan78xx_tx_buf_fill() */
int frame_tx_cmd_words(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink, void *ctx)
{
	uint8_t f[MAX_FRAME];
	size_t off = 0;
	int n = 0;

	(void)c;
	while (off < len) {
		uint32_t a, fl;

		if (len - off < 8)
			return -1;
		a = get_le32(buf + off);
		off += 8;
		fl = a & TXA75_LEN;
		if (fl == 0 || fl > MAX_FRAME || fl > len - off)
			return -1;
		memcpy(f, buf + off, fl);
		if (a & (TXA75_IPE | TXA75_TPE))
			frame_fill_l34_csum(f, fl, !!(a & TXA75_IPE), !!(a & TXA75_TPE));
		sink(ctx, f, fl);
		n++;
		off += fl;
		if (off < len)
			off = (off + 3) & ~(size_t)3;
	}
	return n;
}

int frame_tx_parse(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink, void *ctx)
{
	return c->model->tx_parse(c, buf, len, sink, ctx);
}

size_t frame_rx_size(const struct chip *c, size_t len)
{
	return c->model->rx_size(c, len);
}

/* frames after the first start on a 4-byte boundary (all the chips' drivers) */
size_t frame_rx_pack(const struct chip *c, uint8_t *out, size_t used, size_t cap,
		     const uint8_t *frame, size_t len)
{
	size_t pad = used ? (4 - used % 4) % 4 : 0;
	size_t need = frame_rx_size(c, len);

	if (used > cap || pad + need > cap - used)
		return 0;
	memset(out + used, 0, pad);
	c->model->rx_pack(c, out + used + pad, frame, len);
	return pad + need;
}

size_t frame_rx_size_smsc(const struct chip *c, size_t len)
{
	if (c->type == CHIP_LAN9514)
		return 4 + (size_t)chip_rx_offset(c) + len + 4 + (chip_rx_csum(c) ? 2 : 0);
	return 8 + 2 + len + 4;
}

size_t frame_rx_pack_smsc(const struct chip *c, uint8_t *p, const uint8_t *frame, size_t len)
{
	uint32_t fcs;
	int bcast = len >= 6 && !memcmp(frame, "\xff\xff\xff\xff\xff\xff", 6);
	int mcast = len >= 1 && (frame[0] & 1) && !bcast;
	uint16_t sum = len > 14 ? csum_sum(frame + 14, len - 14, 0) : 0;

	fcs = crc32_le(frame, len);
	if (c->type == CHIP_LAN9514) {
		int off = chip_rx_offset(c), cs = chip_rx_csum(c);
		uint32_t fl = (uint32_t)(len + 4 + (cs ? 2 : 0));
		uint32_t st = fl << 16;

		if (bcast)
			st |= RXS95_BF;
		if (mcast)
			st |= RXS95_MF;
		if (len >= 14 && (frame[12] << 8 | frame[13]) >= 0x600)
			st |= RXS95_FT;
		put_le32(p, st);
		p += 4;
		memset(p, 0, (size_t)off);
		p += off;
		memcpy(p, frame, len);
		p += len;
		put_le32(p, fcs);
		p += 4;
		if (cs)
			put_be16(p, sum); /* read as a native u16 by smsc95xx_rx_csum_offload() */
	} else {
		uint32_t a = (uint32_t)(len + 4 + 2) & RXA75_LEN;
		uint32_t b = (uint32_t)sum << 16; /* ntohs() of it is skb->csum */

		if (bcast)
			a |= RXA75_BAM;
		if (mcast)
			a |= RXA75_MAM;
		if (!chip_rx_csum(c)) {
			a |= RXA75_LCSM;
			b = 0;
		}
		put_le32(p, a);
		put_le32(p + 4, b);
		p[8] = p[9] = 0;
		p += 10;
		memcpy(p, frame, len);
		p += len;
		put_le32(p, fcs);
	}
	return frame_rx_size_smsc(c, len);
}
