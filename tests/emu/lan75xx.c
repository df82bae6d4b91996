// SPDX-License-Identifier: GPL-2.0
/*
 * LAN7500 (0424:7500), as far as the Linux 6.12 smsc75xx driver uses it:
 * register map (smsc75xx.h names), reset values, receive filter (the
 * RFE_CTL filter shared with the LAN7800 in chip.c) and bulk framing (the
 * command words shared with the LAN7800 in frame.c).
 */
#include <string.h>

#include "emu.h"

#define REG(c, off) ((c)->regs[(off) / 4])

/* smsc75xx.h */
#define HW75_SMDET_STS 0x00008000u
#define HW75_MEF 0x10u
#define HW75_BCE 0x04u
#define HW75_LRST 0x02u
#define HW75_SRST 0x01u
#define PMT75_DEV_RDY 0x80u
#define PMT75_PHY_RST 0x10u
#define PMT75_WUPS 0x03u
#define INT75_PHY 0x00020000u
#define RFE_RST_RF 0x0001u
#define FCT_EN 0x80000000u
#define FCT_RST 0x40000000u
#define MAC75_RST 0x1u
#define MACRX_RXEN 0x1u
#define MACTX_TXEN 0x1u
#define R75_FPGA_REV 0x04
#define DP_DPRDY 0x80000000u

/* LAN7500: same endpoint layout as the LAN9514, bus powered */
const struct usb_ids lan7500_ids = {
	.vid = 0x0424, .pid = 0x7500, .bcd = 0x0100, .bcd_usb = 0x0200, .ep0_mps = 64,
	.dev_class = 0xff, .dev_sub = 0x00, .dev_proto = 0xff,
	.if_class = 0xff, .if_sub = 0x00, .if_proto = 0xff,
	.ep_in = 0x81, .ep_out = 0x02, .ep_int = 0x83,
	.bulk_mps = 512, .int_mps = 16, .int_interval = 4,
	.cfg_attr = 0xa0, .max_power = 250,
	.manufacturer = "SMSC", .product = "LAN7500",
};

static void l75_power_on(struct chip *c)
{
	memset(c->regs, 0, sizeof(c->regs));
	memset(c->dp_ram, 0, sizeof(c->dp_ram));
	REG(c, R75_ID_REV) = 0x75000002;
	REG(c, R75_PMT_CTL) = PMT75_DEV_RDY;
	REG(c, R75_DP_SEL) = DP_DPRDY;
	chip_eeprom_load(c);
}

/* HW_CFG LRST: the MAC and the FIFO controllers; the address is kept */
static void lite_reset(struct chip *c)
{
	static const uint32_t cleared[] = { R75_MAC_CR, R75_MAC_RX, R75_MAC_TX, R75_RFE_CTL,
					    R75_FCT_RX_CTL, R75_FCT_TX_CTL, R75_INT_STS,
					    R75_INT_EP_CTL };

	for (size_t i = 0; i < sizeof(cleared) / sizeof(cleared[0]); i++)
		REG(c, cleared[i]) = 0;
}

static int reg_exists(uint32_t idx)
{
	if (idx & 3)
		return 0;
	return idx < 0x200 || (idx >= 0x300 && idx < 0x400) || (idx >= 0x500 && idx < 0x600);
}

static const char *name75(uint32_t idx)
{
	switch (idx) {
	case R75_ID_REV: return "ID_REV";
	case R75_HW_CFG: return "HW_CFG";
	case R75_PMT_CTL: return "PMT_CTL";
	case R75_E2P_CMD: return "E2P_CMD";
	case R75_RFE_CTL: return "RFE_CTL";
	case R75_MAC_CR: return "MAC_CR";
	case R75_MAC_RX: return "MAC_RX";
	case R75_MAC_TX: return "MAC_TX";
	case R75_RX_ADDRH: return "RX_ADDRH";
	case R75_RX_ADDRL: return "RX_ADDRL";
	case R75_ADDR_FILTX: return "ADDR_FILT0H";
	case R75_ADDR_FILTX + 4: return "ADDR_FILT0L";
	}
	return NULL;
}

static int l75_reg_read(struct chip *c, uint32_t idx, uint32_t *val)
{
	uint32_t v;

	if (!reg_exists(idx))
		return -1;
	c->reg_reads++;
	v = REG(c, idx);
	if (!chip_smsc_common_read(c, idx, &v)) {
		switch (idx) {
		case R75_HW_CFG:
			v = chip_busy_read(&c->lrst_left, v, HW75_LRST);
			v = chip_busy_read(&c->srst_left, v, HW75_SRST);
			break;
		case R75_PMT_CTL:
			v = chip_busy_read(&c->phyrst_left, v, PMT75_PHY_RST);
			break;
		}
	}
	*val = v;
	return 0;
}

static int write75(struct chip *c, uint32_t idx, uint32_t val)
{
	uint32_t old = REG(c, idx);

	switch (idx) {
	case R75_ID_REV:
	case R75_FPGA_REV:
		return 0;
	case R75_HW_CFG:
		if (val & HW75_SRST) {
			chip_power_on_reset(c);
			c->srst_left = c->busy_reads;
			return 0;
		}
		REG(c, idx) = (val & ~(HW75_LRST | HW75_SRST | HW75_SMDET_STS)) |
			      (old & HW75_SMDET_STS & ~val);
		if (val & HW75_LRST) {
			lite_reset(c);
			REG(c, idx) = (val & ~(HW75_LRST | HW75_SRST | HW75_SMDET_STS));
			c->lrst_left = c->busy_reads;
		}
		return 0;
	case R75_PMT_CTL:
		REG(c, idx) = (val & ~(PMT75_PHY_RST | PMT75_WUPS | PMT75_DEV_RDY)) |
			      (old & PMT75_WUPS & ~val) | PMT75_DEV_RDY;
		if (val & PMT75_PHY_RST)
			chip_phy_reset_pulse(c);
		return 0;
	case R75_RFE_CTL:
		REG(c, idx) = val & ~RFE_RST_RF;
		chip_note_change(c, idx, old, REG(c, idx));
		return 0;
	case R75_FCT_RX_CTL:
	case R75_FCT_TX_CTL:
		REG(c, idx) = val & (FCT_EN | 0x02000000u);
		return 0;
	case R75_MAC_CR:
		REG(c, idx) = val & ~MAC75_RST;
		chip_note_change(c, idx, old, REG(c, idx));
		return 0;
	case R75_MAC_RX:
	case R75_MAC_TX:
		REG(c, idx) = val;
		chip_note_change(c, idx, old, val);
		return 0;
	case R75_ADDR_FILTX:
		REG(c, idx) = val & (ADDR_FILT_VALID | 0x40000000u | 0xFFFFu);
		chip_note_pair(&c->filt_pair, 1, "ADDR_FILT0", REG(c, R75_ADDR_FILTX),
			       REG(c, R75_ADDR_FILTX + 4));
		return 0;
	case R75_ADDR_FILTX + 4:
		REG(c, idx) = val;
		chip_note_pair(&c->filt_pair, 2, "ADDR_FILT0", REG(c, R75_ADDR_FILTX),
			       REG(c, R75_ADDR_FILTX + 4));
		return 0;
	default:
		REG(c, idx) = val;
		return 0;
	}
}

static int l75_reg_write(struct chip *c, uint32_t idx, uint32_t val)
{
	if (!reg_exists(idx))
		return -1;
	c->reg_writes++;
	if (chip_smsc_common_write(c, idx, val))
		return 0;
	return write75(c, idx, val);
}

static int l75_tx_enabled(const struct chip *c)
{
	return (REG(c, R75_MAC_TX) & MACTX_TXEN) && (REG(c, R75_FCT_TX_CTL) & FCT_EN);
}

static int l75_rx_enabled(const struct chip *c)
{
	return (REG(c, R75_MAC_RX) & MACRX_RXEN) && (REG(c, R75_FCT_RX_CTL) & FCT_EN);
}

static int l75_rx_accepts(const struct chip *c, const uint8_t *d)
{
	return chip_rfe_accepts(c, REG(c, R75_RFE_CTL), R75_ADDR_FILTX, d);
}

static int l75_rx_multi(const struct chip *c)
{
	return (REG(c, R75_HW_CFG) & HW75_MEF) != 0;
}

static size_t l75_rx_burst_bytes(const struct chip *c)
{
	uint32_t cap = REG(c, R75_BURST_CAP) & 0xFF;

	if (!(REG(c, R75_HW_CFG) & HW75_BCE) || !cap)
		return 0;
	return (size_t)cap * 512; /* high speed bulk packets */
}

/* RX: RX_CMD_A (length incl. the 2 pad bytes and FCS), RX_CMD_B, 2 pad bytes,
 * frame, FCS (smsc75xx_rx_fixup()) */
static size_t l75_rx_size(const struct chip *c, size_t len)
{
	(void)c;
	return 8 + 2 + len + 4;
}

static size_t l75_rx_pack(const struct chip *c, uint8_t *p, const uint8_t *frame, size_t len)
{
	return frame_rx_cmd_words(p, frame, len, 2,
				  (REG(c, R75_RFE_CTL) & (RFE_TCPUDP_CKM | RFE_IP_CKM)) != 0);
}

const struct chip_model lan7500_model = {
	.name = "lan7500", .type = CHIP_LAN7500, .usb = &lan7500_ids, .phy = &phy_smsc_gig,
	.e2p_cmd = R75_E2P_CMD, .e2p_data = R75_E2P_DATA, .mii_acc = R75_MII_ACCESS,
	.mii_data = R75_MII_DATA, .addrh = R75_RX_ADDRH, .addrl = R75_RX_ADDRL,
	.dp_sel = R75_DP_SEL,
	.int_sts = R75_INT_STS, .int_ep_ctl = R75_INT_EP_CTL, .int_phy = INT75_PHY,
	.addr_regs = "RX_ADDRH/RX_ADDRL",
	.power_on = l75_power_on, .reg_read = l75_reg_read, .reg_write = l75_reg_write,
	.vendor = chip_smsc_vendor, .int_packet = chip_smsc_int_packet, .mac = chip_smsc_mac,
	.tx_enabled = l75_tx_enabled, .rx_enabled = l75_rx_enabled,
	.rx_accepts = l75_rx_accepts, .tx_parse = frame_tx_cmd_words, .rx_size = l75_rx_size,
	.rx_pack = l75_rx_pack, .rx_multi = l75_rx_multi,
	.rx_burst_bytes = l75_rx_burst_bytes, .reg_name = name75,
};
