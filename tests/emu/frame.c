// SPDX-License-Identifier: GPL-2.0
/*
 * What the chips' framing shares: the CRC and checksums the chips compute
 * (TX offload, RX checksum for CHECKSUM_COMPLETE), the TX and RX command
 * words of the LAN7500 and LAN7800, the dispatch to the model and the
 * 4-byte alignment between frames of one transfer. Each chip's own
 * framing is in its file.
 */
#include <string.h>

#include "emu.h"

/* TX_CMD_A and RX_CMD_A of smsc75xx.h and lan78xx.h (the same bits) */
#define TXA75_LSO 0x08000000u
#define TXA75_IPE 0x04000000u
#define TXA75_TPE 0x02000000u
#define TXA75_LEN 0x000FFFFFu
#define RXA_BAM 0x02000000u
#define RXA_MAM 0x01000000u
#define RXA_ICSM 0x00004000u /* smsc75xx: LCSM */
#define RXA_LEN 0x00003FFFu

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

void put_be16(uint8_t *p, uint16_t v)
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

/* frames after the first start on a 4-byte boundary (the SMSC and Davicom
 * drivers), 8 on the RTL8153 (r8152's rx_agg_align(), RX_ALIGN) */
size_t frame_rx_pack(const struct chip *c, uint8_t *out, size_t used, size_t cap,
		     const uint8_t *frame, size_t len)
{
	size_t al = c->model->rx_align ? c->model->rx_align : 4;
	size_t pad = used ? (al - used % al) % al : 0;
	size_t need = frame_rx_size(c, len);

	if (used > cap || pad + need > cap - used)
		return 0;
	memset(out + used, 0, pad);
	c->model->rx_pack(c, out + used + pad, frame, len);
	return pad + need;
}

/* RX_CMD_A (length = frame + FCS + len_extra, BAM/MAM, ICSM when the
 * checksum engine is off), RX_CMD_B (checksum in the high 16 bits), two
 * more bytes (smsc75xx: pad counted in the length; lan78xx: RX_CMD_C),
 * frame, FCS: smsc75xx_rx_fixup() and lan78xx_rx() read it */
size_t frame_rx_cmd_words(uint8_t *p, const uint8_t *frame, size_t len, uint32_t len_extra,
			  int csum)
{
	int bcast = len >= 6 && !memcmp(frame, "\xff\xff\xff\xff\xff\xff", 6);
	uint32_t a = (uint32_t)(len + 4 + len_extra) & RXA_LEN;
	uint32_t b = 0;

	if (bcast)
		a |= RXA_BAM;
	else if (len >= 1 && (frame[0] & 1))
		a |= RXA_MAM;
	if (csum) /* ntohs() of it is skb->csum */
		b = (uint32_t)(len > 14 ? csum_sum(frame + 14, len - 14, 0) : 0) << 16;
	else
		a |= RXA_ICSM;
	put_le32(p, a);
	put_le32(p + 4, b);
	p[8] = p[9] = 0;
	memcpy(p + 10, frame, len);
	put_le32(p + 10 + len, crc32_le(frame, len));
	return 10 + len + 4;
}
