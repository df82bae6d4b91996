// SPDX-License-Identifier: GPL-2.0
/*
 * LAN7800 (0424:7800, the Raspberry Pi 3 B+ Ethernet), as far as the
 * Linux 6.12 lan78xx driver uses it: its register map by name, reset
 * values, EEPROM and OTP, the LAN88xx PHY behind MII_ACC, the interrupt
 * endpoint and the bulk framing. Offsets and bits are lan78xx.h's names;
 * "lan78xx.c:N" points to the driver line that needs the behaviour.
 */
#include <string.h>

#include "emu.h"

#define REG(c, off) ((c)->regs[(off) / 4])

/* lan78xx.h */
#define ID_REV 0x000
#define FPGA_REV 0x004
#define INT_STS 0x00C
#define HW_CFG 0x010
#define PMT_CTL 0x014
#define DP_SEL 0x024
#define DP_CMD 0x028
#define DP_ADDR 0x02C
#define DP_DATA 0x030
#define E2P_CMD 0x040
#define E2P_DATA 0x044
#define USB_CFG0 0x080
#define USB_CFG1 0x084
#define BURST_CAP 0x090
#define BULK_IN_DLY 0x094
#define INT_EP_CTL 0x098
#define RFE_CTL 0x0B0
#define FCT_RX_CTL 0x0C0
#define FCT_TX_CTL 0x0C4
#define FCT_RX_FIFO_END 0x0C8
#define FCT_TX_FIFO_END 0x0CC
#define FCT_FLOW 0x0D0
#define MAC_CR 0x100
#define MAC_RX 0x104
#define MAC_TX 0x108
#define FLOW 0x10C
#define RX_ADDRH 0x118
#define RX_ADDRL 0x11C
#define MII_ACC 0x120
#define MII_DATA 0x124
#define MAF_BASE 0x400 /* MAF_HI(i) = 0x400 + 8i, MAF_LO(i) = 0x404 + 8i, 33 entries */
#define MAF_END 0x508
#define OTP_BASE 0x1000
#define OTP_PWR_DN (OTP_BASE + 4 * 0x00)
#define OTP_ADDR1 (OTP_BASE + 4 * 0x01)
#define OTP_ADDR2 (OTP_BASE + 4 * 0x02)
#define OTP_RD_DATA (OTP_BASE + 4 * 0x06)
#define OTP_FUNC_CMD (OTP_BASE + 4 * 0x08)
#define OTP_CMD_GO (OTP_BASE + 4 * 0x0A)
#define OTP_STATUS (OTP_BASE + 4 * 0x0C)
#define OTP_END (OTP_BASE + 4 * 0x40)

#define ID_REV_7800 0x78000002u /* chip id 0x7800 (ID_REV_CHIP_ID_7800_), revision 2 */
#define HW_CFG_LRST 0x02u
#define HW_CFG_SRST 0x01u
#define HW_CFG_MEF 0x10u
#define PMT_CTL_READY 0x80u
#define PMT_CTL_PHY_RST 0x10u
#define PMT_CTL_WUPS 0x03u
#define INT_STS_PHY_INT 0x00020000u
#define DP_SEL_DPRDY 0x80000000u
#define DP_SEL_RSEL 0xFu
#define DP_CMD_WRITE 0x1u
#define USB_CFG_BCE 0x20u
#define RFE_CTL_RST 0x1u
#define RFE_CTL_COE 0x1800u /* TCPUDP_COE | IP_COE */
#define FCT_EN 0x80000000u
#define FCT_RST 0x40000000u
#define FCT_DIS 0x00100000u
#define MAC_CR_RST 0x1u
#define MAC_RX_RXEN 0x1u
#define MAC_RX_RXD 0x2u
#define MAC_TX_TXEN 0x1u
#define MAC_TX_TXD 0x2u
#define MAF_HI_VALID 0x80000000u
#define OTP_PWR_DN_N 0x1u
#define OTP_FUNC_READ 0x1u
#define OTP_GO 0x1u
#define OTP_STATUS_BUSY 0x1u
/* RX command words */
#define RX_CMD_A_BAM 0x02000000u
#define RX_CMD_A_MAM 0x01000000u
#define RX_CMD_A_ICSM 0x00004000u
#define RX_CMD_A_LEN 0x00003FFFu

/*
 * USB: high speed, vendor class, bulk IN 1 / OUT 2 and interrupt IN 3, in
 * the order lan78xx_probe() checks them (BULK_IN_PIPE 1, BULK_OUT_PIPE 2,
 * endpoint[2] interrupt IN). Strings, bcdDevice and power are values of
 * this model.
 */
const struct usb_ids lan7800_ids = {
	.vid = 0x0424, .pid = 0x7800, .bcd = 0x0100, .bcd_usb = 0x0200, .ep0_mps = 64,
	.dev_class = 0xff, .dev_sub = 0x00, .dev_proto = 0xff,
	.if_class = 0xff, .if_sub = 0x00, .if_proto = 0xff,
	.ep_in = 0x81, .ep_out = 0x02, .ep_int = 0x83,
	.bulk_mps = 512, .int_mps = 16, .int_interval = 4,
	.cfg_attr = 0xa0, .max_power = 250,
	.manufacturer = "Microchip", .product = "LAN7800",
};

static int otp_valid(const struct chip *c)
{
	return c->otp[0] == 0xF3 || c->otp[0] == 0xF7; /* OTP_INDICATOR_1/2 */
}

/*
 * Power-on: the address registers come from a valid EEPROM, else from a
 * programmed OTP (the configuration loader), else --mac-chip-default.
 */
static void l78_power_on(struct chip *c)
{
	memset(c->regs, 0, sizeof(c->regs));
	memset(c->dp_ram, 0, sizeof(c->dp_ram));
	REG(c, ID_REV) = ID_REV_7800;
	REG(c, PMT_CTL) = PMT_CTL_READY;
	REG(c, DP_SEL) = DP_SEL_DPRDY;
	REG(c, OTP_PWR_DN) = OTP_PWR_DN_N; /* powered down until the driver wakes it */
	REG(c, MAC_RX) = MAC_RX_RXD;
	REG(c, MAC_TX) = MAC_TX_TXD;
	REG(c, FCT_RX_CTL) = FCT_DIS;
	REG(c, FCT_TX_CTL) = FCT_DIS;
	chip_eeprom_load(c);
	if (!(REG(c, E2P_CMD) & 0x200) && otp_valid(c))
		chip_set_addr_regs(c, c->otp + (c->otp[0] == 0xF7 ? 0x101 : 1));
}

/* HW_CFG LRST: the MAC, FIFOs and filters; the address pair is kept */
static void l78_lite_reset(struct chip *c)
{
	uint32_t hi = REG(c, RX_ADDRH), lo = REG(c, RX_ADDRL);
	static const uint32_t cleared[] = { MAC_CR, RFE_CTL, INT_STS, INT_EP_CTL, USB_CFG0,
					    BURST_CAP, BULK_IN_DLY, FLOW, FCT_FLOW };

	for (size_t i = 0; i < sizeof(cleared) / sizeof(cleared[0]); i++)
		REG(c, cleared[i]) = 0;
	REG(c, MAC_RX) = MAC_RX_RXD;
	REG(c, MAC_TX) = MAC_TX_TXD;
	REG(c, FCT_RX_CTL) = FCT_DIS;
	REG(c, FCT_TX_CTL) = FCT_DIS;
	for (uint32_t off = MAF_BASE; off < MAF_END; off += 4)
		REG(c, off) = 0;
	REG(c, RX_ADDRH) = hi;
	REG(c, RX_ADDRL) = lo;
}

static int l78_reg_exists(uint32_t idx)
{
	if (idx & 3)
		return 0;
	return idx < 0x200 || (idx >= MAF_BASE && idx < MAF_END) ||
	       (idx >= 0x200 && idx < 0x400) /* WUF_MASK */ ||
	       (idx >= 0x600 && idx < 0x700) /* WUCSR2, NS/SYN offload */ ||
	       (idx >= OTP_BASE && idx < OTP_END);
}

static const char *l78_reg_name(uint32_t idx)
{
	switch (idx) {
	case ID_REV: return "ID_REV";
	case HW_CFG: return "HW_CFG";
	case PMT_CTL: return "PMT_CTL";
	case E2P_CMD: return "E2P_CMD";
	case USB_CFG0: return "USB_CFG0";
	case INT_EP_CTL: return "INT_EP_CTL";
	case RFE_CTL: return "RFE_CTL";
	case FCT_RX_CTL: return "FCT_RX_CTL";
	case FCT_TX_CTL: return "FCT_TX_CTL";
	case MAC_CR: return "MAC_CR";
	case MAC_RX: return "MAC_RX";
	case MAC_TX: return "MAC_TX";
	case RX_ADDRH: return "RX_ADDRH";
	case RX_ADDRL: return "RX_ADDRL";
	case MAF_BASE: return "MAF_HI0";
	case MAF_BASE + 4: return "MAF_LO0";
	}
	return NULL;
}

static int l78_reg_read(struct chip *c, uint32_t idx, uint32_t *val)
{
	uint32_t v;

	if (!l78_reg_exists(idx))
		return -1;
	c->reg_reads++;
	v = REG(c, idx);
	switch (idx) {
	case HW_CFG: /* lan78xx_reset() polls LRST (lan78xx.c:2921) */
		v = chip_busy_read(&c->lrst_left, v, HW_CFG_LRST);
		v = chip_busy_read(&c->srst_left, v, HW_CFG_SRST);
		break;
	case PMT_CTL: /* polled until PHY_RST clears and READY sets */
		v = chip_busy_read(&c->phyrst_left, v, PMT_CTL_PHY_RST);
		break;
	case E2P_CMD:
		if (c->e2p_left > 0)
			v &= ~0x400u; /* TIMEOUT shows once the controller gives up */
		v = chip_busy_read(&c->e2p_left, v, 0x80000000u);
		break;
	case MII_ACC:
		v = chip_busy_read(&c->mii_left, v, 0x1u);
		break;
	case MAC_CR: /* lan78xx_mac_reset() polls RST */
		v = chip_busy_read(&c->maccr_left, v, MAC_CR_RST);
		break;
	case OTP_STATUS:
		v = chip_busy_read(&c->otp_left, v, OTP_STATUS_BUSY);
		break;
	case INT_STS:
		if (phy_irq(&c->phy, c->now))
			v |= INT_STS_PHY_INT;
		break;
	}
	*val = v;
	return 0;
}

/* an enable bit and the status bit that says the block stopped (lan78xx_stop_hw()) */
static uint32_t with_disabled(uint32_t val, uint32_t en, uint32_t dis)
{
	return (val & en) ? (val & ~dis) : (val | dis);
}

static int l78_reg_write(struct chip *c, uint32_t idx, uint32_t val)
{
	uint32_t old;

	if (!l78_reg_exists(idx))
		return -1;
	c->reg_writes++;
	old = REG(c, idx);
	switch (idx) {
	case ID_REV:
	case FPGA_REV:
	case OTP_RD_DATA:
	case OTP_STATUS:
		return 0; /* read-only */
	case INT_STS:
		REG(c, idx) &= ~val; /* write one to clear */
		return 0;
	case HW_CFG:
		if (val & HW_CFG_SRST) {
			chip_power_on_reset(c);
			c->srst_left = c->busy_reads;
			return 0;
		}
		if (val & HW_CFG_LRST) {
			l78_lite_reset(c);
			c->lrst_left = c->busy_reads;
		}
		REG(c, idx) = val & ~(HW_CFG_LRST | HW_CFG_SRST);
		return 0;
	case PMT_CTL:
		REG(c, idx) = (val & ~(PMT_CTL_PHY_RST | PMT_CTL_WUPS | PMT_CTL_READY)) |
			      (old & PMT_CTL_WUPS & ~val) | PMT_CTL_READY;
		if (val & PMT_CTL_PHY_RST) {
			c->phy.reset_reads = 0;
			phy_reset(&c->phy, c->now);
			c->phyrst_left = c->busy_reads;
		}
		return 0;
	case DP_SEL:
		REG(c, idx) = val | DP_SEL_DPRDY;
		return 0;
	case DP_CMD: {
		uint32_t sel = REG(c, DP_SEL) & DP_SEL_RSEL, addr = REG(c, DP_ADDR);

		REG(c, idx) = 0;
		if (sel >= 8 || addr >= 256)
			return 0; /* outside the RAMs modelled */
		if (val & DP_CMD_WRITE)
			c->dp_ram[sel][addr] = REG(c, DP_DATA);
		else
			REG(c, DP_DATA) = c->dp_ram[sel][addr];
		return 0;
	}
	case E2P_CMD:
		chip_e2p_command(c, val);
		return 0;
	case E2P_DATA:
		REG(c, idx) = val & 0xFF;
		return 0;
	case RFE_CTL:
		REG(c, idx) = val & ~RFE_CTL_RST;
		chip_note_change(c, idx, old, REG(c, idx));
		return 0;
	case FCT_RX_CTL:
	case FCT_TX_CTL: /* RST self-clears; DIS reads set while EN is clear */
		REG(c, idx) = with_disabled(val & ~(FCT_RST | 0xFFFFu), FCT_EN, FCT_DIS);
		chip_note_change(c, idx, old, REG(c, idx));
		return 0;
	case MAC_CR:
		REG(c, idx) = val & ~MAC_CR_RST;
		if (val & MAC_CR_RST)
			c->maccr_left = c->busy_reads;
		chip_note_change(c, idx, old, REG(c, idx));
		return 0;
	case MAC_RX:
		REG(c, idx) = with_disabled(val, MAC_RX_RXEN, MAC_RX_RXD);
		chip_note_change(c, idx, old, REG(c, idx));
		return 0;
	case MAC_TX:
		REG(c, idx) = with_disabled(val, MAC_TX_TXEN, MAC_TX_TXD);
		chip_note_change(c, idx, old, REG(c, idx));
		return 0;
	case RX_ADDRH:
		REG(c, idx) = val & 0xFFFF;
		chip_note_pair(&c->addr_pair, 1, "RX_ADDRH/RX_ADDRL", REG(c, RX_ADDRH),
			       REG(c, RX_ADDRL));
		return 0;
	case RX_ADDRL:
		REG(c, idx) = val;
		chip_note_pair(&c->addr_pair, 2, "RX_ADDRH/RX_ADDRL", REG(c, RX_ADDRH),
			       REG(c, RX_ADDRL));
		return 0;
	case MAF_BASE:
		REG(c, idx) = val & (MAF_HI_VALID | 0x40000000u | 0xFFFFu);
		chip_note_pair(&c->filt_pair, 1, "MAF0", REG(c, MAF_BASE), REG(c, MAF_BASE + 4));
		return 0;
	case MAF_BASE + 4:
		REG(c, idx) = val;
		chip_note_pair(&c->filt_pair, 2, "MAF0", REG(c, MAF_BASE), REG(c, MAF_BASE + 4));
		return 0;
	case MII_ACC:
		chip_mii_access(c, val);
		return 0;
	case MII_DATA:
		REG(c, idx) = val & 0xFFFF;
		return 0;
	case OTP_PWR_DN:
		REG(c, idx) = val & OTP_PWR_DN_N;
		return 0;
	case OTP_CMD_GO: { /* lan78xx_read_raw_otp(): ADDR1/ADDR2, FUNC_CMD READ, GO */
		uint32_t addr = (REG(c, OTP_ADDR1) & 0x1F) << 8 | (REG(c, OTP_ADDR2) & 0xFF);

		if (!(val & OTP_GO))
			return 0;
		c->otp_left = c->busy_reads;
		if ((REG(c, OTP_FUNC_CMD) & OTP_FUNC_READ) && !(REG(c, OTP_PWR_DN) & OTP_PWR_DN_N)) {
			REG(c, OTP_RD_DATA) = addr < OTP_SIZE ? c->otp[addr] : 0;
			log_ev("otp", "suu", "cmd", "read", "addr", addr, "data", REG(c, OTP_RD_DATA));
		}
		return 0;
	}
	default:
		REG(c, idx) = val;
		return 0;
	}
}

/* the interrupt endpoint: INT_STS & INT_EP_CTL, 4 bytes (lan78xx_status()) */
static size_t l78_int_packet(struct chip *c, uint8_t *buf, size_t cap)
{
	uint32_t sts = REG(c, INT_STS);

	if (phy_irq(&c->phy, c->now))
		sts |= INT_STS_PHY_INT;
	return chip_int_word_packet(sts & REG(c, INT_EP_CTL) & 0x7FFFFFFFu, buf, cap);
}

static void l78_mac(const struct chip *c, uint8_t mac[6])
{
	chip_addr_from_regs(REG(c, RX_ADDRH), REG(c, RX_ADDRL), mac);
}

static int l78_tx_enabled(const struct chip *c)
{
	return (REG(c, MAC_TX) & MAC_TX_TXEN) && (REG(c, FCT_TX_CTL) & FCT_EN);
}

static int l78_rx_enabled(const struct chip *c)
{
	return (REG(c, MAC_RX) & MAC_RX_RXEN) && (REG(c, FCT_RX_CTL) & FCT_EN);
}

/* RFE_CTL: BCAST_EN, MCAST_EN, UCAST_EN, MCAST_HASH, DA_PERFECT as on the LAN7500 */
static int l78_rx_accepts(const struct chip *c, const uint8_t *d)
{
	return chip_rfe_accepts(c, REG(c, RFE_CTL), MAF_BASE, d);
}

/* RX_CMD_A, RX_CMD_B, RX_CMD_C (10 bytes), frame, FCS (lan78xx_rx()) */
static size_t l78_rx_size(const struct chip *c, size_t len)
{
	(void)c;
	return 10 + len + 4;
}

static size_t l78_rx_pack(const struct chip *c, uint8_t *p, const uint8_t *frame, size_t len)
{
	int bcast = len >= 6 && !memcmp(frame, "\xff\xff\xff\xff\xff\xff", 6);
	uint32_t a = (uint32_t)(len + 4) & RX_CMD_A_LEN;
	uint32_t b = 0;

	if (bcast)
		a |= RX_CMD_A_BAM;
	else if (frame[0] & 1)
		a |= RX_CMD_A_MAM;
	if (REG(c, RFE_CTL) & RFE_CTL_COE)
		b = (uint32_t)(len > 14 ? csum_sum(frame + 14, len - 14, 0) : 0) << 16;
	else
		a |= RX_CMD_A_ICSM;
	put_le32(p, a);
	put_le32(p + 4, b);
	p[8] = p[9] = 0; /* RX_CMD_C: no wake, no ref fail */
	memcpy(p + 10, frame, len);
	put_le32(p + 10 + len, crc32_le(frame, len));
	return l78_rx_size(c, len);
}

static int l78_rx_multi(const struct chip *c)
{
	return (REG(c, HW_CFG) & HW_CFG_MEF) != 0;
}

/* USB_CFG0 BCE: transfers capped at BURST_CAP high-speed packets */
static size_t l78_rx_burst_bytes(const struct chip *c)
{
	uint32_t cap = REG(c, BURST_CAP) & 0xFF;

	if (!(REG(c, USB_CFG0) & USB_CFG_BCE) || !cap)
		return 0;
	return (size_t)cap * 512;
}

/* 0xA0/0xA1 as the other SMSC parts, and 0xA2 GET_STATS (lan78xx_read_stats()) */
static int l78_vendor(struct chip *c, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		      uint16_t len, uint8_t *data)
{
	if (req == 0xA2 && rt == 0xC0) {
		memset(data, 0, len); /* every statistics counter zero */
		return len;
	}
	return chip_smsc_vendor(c, rt, req, val, idx, len, data);
}

const struct chip_model lan7800_model = {
	.name = "lan7800", .type = CHIP_LAN7800, .usb = &lan7800_ids, .phy = &phy_lan88xx,
	.e2p_cmd = E2P_CMD, .e2p_data = E2P_DATA, .mii_acc = MII_ACC, .mii_data = MII_DATA,
	.addrh = RX_ADDRH, .addrl = RX_ADDRL, .addr_regs = "RX_ADDRH/RX_ADDRL",
	.power_on = l78_power_on, .reg_read = l78_reg_read, .reg_write = l78_reg_write,
	.vendor = l78_vendor, .int_packet = l78_int_packet, .mac = l78_mac,
	.tx_enabled = l78_tx_enabled, .rx_enabled = l78_rx_enabled, .rx_accepts = l78_rx_accepts,
	.tx_parse = frame_tx_cmd_words, .rx_size = l78_rx_size, .rx_pack = l78_rx_pack,
	.rx_multi = l78_rx_multi, .rx_burst_bytes = l78_rx_burst_bytes, .reg_name = l78_reg_name,
};
