// SPDX-License-Identifier: GPL-2.0
/*
 * LAN9512/LAN9514 Ethernet function (0424:ec00; the PandaBoard, the
 * BeagleBoard-xM, the Raspberry Pi B), as far as the Linux 6.12 smsc95xx
 * driver uses it: register map (smsc95xx.h names), reset values, receive
 * filter and bulk framing. The EEPROM controller, MII access, address pair
 * and interrupt packet are the SMSC code shared in chip.c.
 */
#include <string.h>

#include "emu.h"

#define REG(c, off) ((c)->regs[(off) / 4])

/* smsc95xx.h */
#define HW95_BIR 0x00001000u
#define HW95_LEDB 0x00000800u
#define HW95_RXDOFF 0x00000600u
#define HW95_SBP 0x00000100u
#define HW95_IME 0x00000080u
#define HW95_DRP 0x00000040u
#define HW95_MEF 0x00000020u
#define HW95_ETC 0x00000010u
#define HW95_LRST 0x00000008u
#define HW95_PSEL 0x00000004u
#define HW95_BCE 0x00000002u
#define HW95_SRST 0x00000001u
#define PM95_DEV_RDY 0x80u
#define PM95_PHY_RST 0x10u
#define PM95_WUPS 0x03u
#define INT95_PHY 0x00008000u
#define MAC95_RXALL 0x80000000u
#define MAC95_FDPX 0x00100000u
#define MAC95_MCPAS 0x00080000u
#define MAC95_PRMS 0x00040000u
#define MAC95_INVFILT 0x00020000u
#define MAC95_HFILT 0x00008000u
#define MAC95_HPFILT 0x00002000u
#define MAC95_BCAST 0x00000800u
#define MAC95_TXEN 0x8u
#define MAC95_RXEN 0x4u
#define TX95_ON 0x4u
#define TX95_STOP 0x2u
#define TX95_FLUSH 0x1u
#define COE95_RX_EN 0x1u
#define R95_RX_CFG 0x0C
#define R95_RX_FIFO_INF 0x18
#define R95_TX_FIFO_INF 0x1C
#define R95_STRAP 0x3C
#define R95_FLOW 0x11C

#define TXA95_DATA_OFFSET 0x001F0000u
#define TXA95_FIRST_SEG 0x00002000u
#define TXA95_LAST_SEG 0x00001000u
#define TXA95_BUF_SIZE 0x000007FFu
#define TXB95_CSUM_ENABLE 0x00004000u
#define TXB95_FRAME_LENGTH 0x000007FFu
#define RXS95_BF 0x00002000u
#define RXS95_MF 0x00000400u
#define RXS95_FT 0x00000020u

/*
 * LAN9512/LAN9514 Ethernet function without EEPROM: vendor class, no
 * strings, self powered (the hub part powers it), remote wakeup.
 */
const struct usb_ids lan9514_ids = {
	.vid = 0x0424, .pid = 0xec00, .bcd = 0x0200, .bcd_usb = 0x0200, .ep0_mps = 64,
	.dev_class = 0xff, .dev_sub = 0x00, .dev_proto = 0x01,
	.if_class = 0xff, .if_sub = 0x00, .if_proto = 0xff,
	.ep_in = 0x81, .ep_out = 0x02, .ep_int = 0x83,
	.bulk_mps = 512, .int_mps = 16, .int_interval = 4,
	.cfg_attr = 0xe0, .max_power = 1,
};

static void l95_power_on(struct chip *c)
{
	memset(c->regs, 0, sizeof(c->regs));
	REG(c, R95_ID_REV) = 0xEC000002; /* LAN9512/LAN9514 */
	REG(c, R95_PM_CTRL) = PM95_DEV_RDY;
	REG(c, R95_STRAP) = 0x00000012 | (c->eeprom_mode == EEPROM_NONE ? 0x1 : 0);
	REG(c, R95_TX_FIFO_INF) = 0x00001F00;
	chip_eeprom_load(c);
}

/* HW_CFG LRST: the MAC and the FIFO controllers, not the PHY, USB or EEPROM state */
static void lite_reset(struct chip *c)
{
	uint32_t hw = REG(c, R95_HW_CFG), e2p = REG(c, R95_E2P_CMD);
	uint8_t mac[6];

	chip_mac(c, mac);
	for (uint32_t off = R95_MAC_CR; off <= R95_COE_CR; off += 4)
		REG(c, off) = 0;
	REG(c, R95_INT_STS) = 0;
	REG(c, R95_INT_EP_CTL) = 0;
	REG(c, R95_TX_CFG) = 0;
	REG(c, R95_HW_CFG) = hw & ~(HW95_LRST | HW95_SRST);
	REG(c, R95_E2P_CMD) = e2p;
	chip_set_addr_regs(c, mac);
}

static const char *name95(uint32_t idx)
{
	switch (idx) {
	case R95_ID_REV: return "ID_REV";
	case R95_INT_STS: return "INT_STS";
	case R95_HW_CFG: return "HW_CFG";
	case R95_PM_CTRL: return "PM_CTRL";
	case R95_E2P_CMD: return "E2P_CMD";
	case R95_MAC_CR: return "MAC_CR";
	case R95_ADDRH: return "ADDRH";
	case R95_ADDRL: return "ADDRL";
	case R95_COE_CR: return "COE_CR";
	}
	return NULL;
}

static int l95_reg_read(struct chip *c, uint32_t idx, uint32_t *val)
{
	uint32_t v;

	if ((idx & 3) || idx > R95_COE_CR)
		return -1;
	c->reg_reads++;
	v = REG(c, idx);
	if (!chip_smsc_common_read(c, idx, &v)) {
		switch (idx) {
		case R95_HW_CFG:
			v = chip_busy_read(&c->lrst_left, v, HW95_LRST);
			v = chip_busy_read(&c->srst_left, v, HW95_SRST);
			break;
		case R95_PM_CTRL:
			v = chip_busy_read(&c->phyrst_left, v, PM95_PHY_RST);
			break;
		}
	}
	*val = v;
	return 0;
}

static int write95(struct chip *c, uint32_t idx, uint32_t val)
{
	uint32_t old = REG(c, idx);

	switch (idx) {
	case R95_ID_REV:
	case R95_RX_FIFO_INF:
	case R95_TX_FIFO_INF:
	case R95_STRAP:
		return 0; /* read-only */
	case R95_RX_CFG:
		REG(c, idx) = val & ~1u; /* FIFO flush completes at once */
		return 0;
	case R95_TX_CFG:
		val &= ~(TX95_FLUSH);
		if (val & TX95_STOP)
			val &= ~(TX95_STOP | TX95_ON);
		REG(c, idx) = val;
		return 0;
	case R95_HW_CFG:
		if (val & HW95_SRST) {
			chip_power_on_reset(c);
			c->srst_left = c->busy_reads;
			return 0;
		}
		REG(c, idx) = val & (HW95_BIR | HW95_LEDB | HW95_RXDOFF | HW95_SBP | HW95_IME |
				     HW95_DRP | HW95_MEF | HW95_ETC | HW95_BCE);
		if (val & HW95_LRST) {
			lite_reset(c);
			c->lrst_left = c->busy_reads;
		}
		return 0;
	case R95_PM_CTRL:
		REG(c, idx) = (val & ~(PM95_PHY_RST | PM95_WUPS | PM95_DEV_RDY)) |
			      (old & PM95_WUPS & ~val) | PM95_DEV_RDY;
		if (val & PM95_PHY_RST)
			chip_phy_reset_pulse(c);
		return 0;
	case R95_BURST_CAP:
		REG(c, idx) = val & 0xFF;
		return 0;
	case R95_MAC_CR:
		REG(c, idx) = val;
		chip_note_change(c, idx, old, val);
		return 0;
	case R95_FLOW:
		REG(c, idx) = val & ~1u; /* FCBSY */
		return 0;
	default:
		REG(c, idx) = val;
		return 0;
	}
}

static int l95_reg_write(struct chip *c, uint32_t idx, uint32_t val)
{
	if ((idx & 3) || idx > R95_COE_CR)
		return -1;
	c->reg_writes++;
	if (chip_smsc_common_write(c, idx, val))
		return 0;
	return write95(c, idx, val);
}

static int l95_tx_enabled(const struct chip *c)
{
	return (REG(c, R95_MAC_CR) & MAC95_TXEN) && (REG(c, R95_TX_CFG) & TX95_ON);
}

static int l95_rx_enabled(const struct chip *c)
{
	return (REG(c, R95_MAC_CR) & MAC95_RXEN) != 0;
}

static int hash95(const struct chip *c, const uint8_t *d)
{
	uint32_t bit = (ether_crc(d) >> 26) & 0x3f;

	return ((bit & 0x20 ? REG(c, R95_HASHH) : REG(c, R95_HASHL)) >> (bit & 0x1f)) & 1;
}

/* own address, broadcast unless BCAST, multicast by MCPAS or the hash, PRMS */
static int l95_rx_accepts(const struct chip *c, const uint8_t *d)
{
	uint32_t cr = REG(c, R95_MAC_CR);
	uint8_t own[6];

	if (cr & (MAC95_PRMS | MAC95_RXALL))
		return 1;
	if (!memcmp(d, "\xff\xff\xff\xff\xff\xff", 6))
		return !(cr & MAC95_BCAST);
	if (d[0] & 1) {
		if (cr & MAC95_MCPAS)
			return 1;
		if (!(cr & (MAC95_HPFILT | MAC95_HFILT)))
			return 0;
		return hash95(c, d);
	}
	if (cr & MAC95_HFILT)
		return hash95(c, d);
	chip_mac(c, own);
	return (memcmp(d, own, 6) == 0) != !!(cr & MAC95_INVFILT);
}

/* HW_CFG RXDOFF: bytes between the status word and the frame */
int chip_rx_offset(const struct chip *c)
{
	return (int)((REG(c, R95_HW_CFG) & HW95_RXDOFF) >> 9);
}

static int rx_csum(const struct chip *c)
{
	return (REG(c, R95_COE_CR) & COE95_RX_EN) != 0;
}

static int l95_rx_multi(const struct chip *c)
{
	return (REG(c, R95_HW_CFG) & HW95_MEF) != 0;
}

static size_t l95_rx_burst_bytes(const struct chip *c)
{
	uint32_t cap = REG(c, R95_BURST_CAP) & 0xFF;

	if (!(REG(c, R95_HW_CFG) & HW95_BCE) || !cap)
		return 0;
	return (size_t)cap * 512; /* high speed bulk packets */
}

/* TX: TX_CMD_A/TX_CMD_B per buffer, the checksum preamble (smsc95xx_tx_fixup()) */
static int l95_tx_parse(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink, void *ctx)
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

/* RX: status word, RXDOFF bytes, frame, FCS, checksum (smsc95xx_rx_fixup()) */
static size_t l95_rx_size(const struct chip *c, size_t len)
{
	return 4 + (size_t)chip_rx_offset(c) + len + 4 + (rx_csum(c) ? 2 : 0);
}

static size_t l95_rx_pack(const struct chip *c, uint8_t *p, const uint8_t *frame, size_t len)
{
	int bcast = len >= 6 && !memcmp(frame, "\xff\xff\xff\xff\xff\xff", 6);
	int off = chip_rx_offset(c), cs = rx_csum(c);
	uint32_t st = (uint32_t)(len + 4 + (cs ? 2 : 0)) << 16;

	if (bcast)
		st |= RXS95_BF;
	else if (len >= 1 && (frame[0] & 1))
		st |= RXS95_MF;
	if (len >= 14 && (frame[12] << 8 | frame[13]) >= 0x600)
		st |= RXS95_FT;
	put_le32(p, st);
	memset(p + 4, 0, (size_t)off);
	memcpy(p + 4 + off, frame, len);
	put_le32(p + 4 + off + len, crc32_le(frame, len));
	if (cs) /* read as a native u16 by smsc95xx_rx_csum_offload() */
		put_be16(p + 8 + off + len, len > 14 ? csum_sum(frame + 14, len - 14, 0) : 0);
	return l95_rx_size(c, len);
}

const struct chip_model lan9514_model = {
	.name = "lan9514", .type = CHIP_LAN9514, .usb = &lan9514_ids, .phy = &phy_smsc_lan8700,
	.e2p_cmd = R95_E2P_CMD, .e2p_data = R95_E2P_DATA, .mii_acc = R95_MII_ADDR,
	.mii_data = R95_MII_DATA, .addrh = R95_ADDRH, .addrl = R95_ADDRL,
	.int_sts = R95_INT_STS, .int_ep_ctl = R95_INT_EP_CTL, .int_phy = INT95_PHY,
	.addr_regs = "ADDRH/ADDRL", .mii_busy_optional = 1,
	.power_on = l95_power_on, .reg_read = l95_reg_read, .reg_write = l95_reg_write,
	.vendor = chip_smsc_vendor, .int_packet = chip_smsc_int_packet, .mac = chip_smsc_mac,
	.tx_enabled = l95_tx_enabled, .rx_enabled = l95_rx_enabled,
	.rx_accepts = l95_rx_accepts, .tx_parse = l95_tx_parse, .rx_size = l95_rx_size,
	.rx_pack = l95_rx_pack, .rx_multi = l95_rx_multi,
	.rx_burst_bytes = l95_rx_burst_bytes, .reg_name = name95,
};
