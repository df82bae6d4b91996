// SPDX-License-Identifier: GPL-2.0
/*
 * Register file, EEPROM and internal PHY of the LAN9514/LAN9512 Ethernet
 * function (smsc95xx.h) and of the LAN7500 (smsc75xx.h), as far as the
 * Linux 6.12 drivers use them. No I/O here: the caller sets c->now (ms)
 * before each access.
 */
#include <string.h>

#include "emu.h"

/* ---- common bits -------------------------------------------------------- */
#define E2P_BUSY 0x80000000u
#define E2P_CMD_MASK 0x70000000u
#define E2P_READ 0x00000000u
#define E2P_EWDS 0x10000000u
#define E2P_EWEN 0x20000000u
#define E2P_WRITE 0x30000000u
#define E2P_WRAL 0x40000000u
#define E2P_ERASE 0x50000000u
#define E2P_ERAL 0x60000000u
#define E2P_RELOAD 0x70000000u
#define E2P_TIMEOUT 0x00000400u
#define E2P_LOADED 0x00000200u
#define E2P_ADDR 0x000001FFu

#define MII_BUSY 0x1u
#define MII_WRITE 0x2u

/* 95xx */
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

/* 75xx */
#define HW75_SMDET_STS 0x00008000u
#define HW75_MEF 0x10u
#define HW75_BCE 0x04u
#define HW75_LRST 0x02u
#define HW75_SRST 0x01u
#define PMT75_DEV_RDY 0x80u
#define PMT75_PHY_RST 0x10u
#define PMT75_WUPS 0x03u
#define INT75_PHY 0x00020000u
#define DP_DPRDY 0x80000000u
#define DP_RSEL 0xFu
#define DP_CMD_WRITE 0x1u
#define DP_VHF 1
#define RFE_TCPUDP_CKM 0x1000u
#define RFE_IP_CKM 0x0800u
#define RFE_AB 0x0400u
#define RFE_AM 0x0200u
#define RFE_AU 0x0100u
#define RFE_MHF 0x0008u
#define RFE_DPF 0x0002u
#define RFE_RST_RF 0x0001u
#define FCT_EN 0x80000000u
#define FCT_RST 0x40000000u
#define MAC75_RST 0x1u
#define MACRX_RXEN 0x1u
#define MACTX_TXEN 0x1u
#define ADDR_FILT_VALID 0x80000000u
#define R75_FPGA_REV 0x04

/* PHY */
#define BMCR_RESET 0x8000
#define BMCR_LOOPBACK 0x4000
#define BMCR_ANENABLE 0x1000
#define BMCR_PDOWN 0x0800
#define BMCR_ANRESTART 0x0200
#define INTSRC_ENERGYON 0x80
#define INTSRC_ANEG_COMP 0x40
#define INTSRC_LINK_DOWN 0x10

static int aneg_ms = 20; /* autonegotiation time of the model */

void chip_set_aneg_ms(int ms)
{
	aneg_ms = ms < 0 ? 0 : ms;
}

#define REG(c, off) ((c)->regs[(off) / 4])

static int is95(const struct chip *c)
{
	return c->type == CHIP_LAN9514;
}

/* ---- PHY ------------------------------------------------------------------ */
static void phy_link_set(struct chip *c, int up)
{
	struct phy *p = &c->phy;

	if (p->link && !up) {
		p->link_latched_low = 1;
		p->int_src |= INTSRC_LINK_DOWN;
	}
	p->link = up;
}

static void phy_start_aneg(struct chip *c)
{
	struct phy *p = &c->phy;

	phy_link_set(c, 0);
	p->aneg_done = 0;
	p->aneg_at = 0;
	if (!p->cable || (p->bmcr & BMCR_PDOWN))
		return;
	p->aneg_at = c->now + (uint64_t)aneg_ms;
	if (aneg_ms == 0)
		p->aneg_at = c->now ? c->now : 1;
}

static void phy_update_forced(struct chip *c)
{
	struct phy *p = &c->phy;

	p->aneg_at = 0;
	p->aneg_done = 0;
	if (p->bmcr & BMCR_LOOPBACK)
		phy_link_set(c, 1);
	else
		phy_link_set(c, p->cable && !(p->bmcr & BMCR_PDOWN));
}

static void phy_reset(struct chip *c)
{
	struct phy *p = &c->phy;

	p->gigabit = !is95(c);
	p->bmcr = p->gigabit ? 0x1140 : 0x3100;
	p->anar = 0x01E1;
	p->ctrl1000 = p->gigabit ? 0x0200 : 0;
	p->edpd = 0;
	p->mode_cs = 0;
	p->special_modes = 0x00E1;
	p->special_cs = 0;
	p->int_src = 0;
	p->int_mask = 0;
	p->link = 0; /* the reset drops the link without an interrupt */
	p->link_latched_low = 1;
	if (is95(c)) {
		p->id1 = 0x0007; /* SMSC OUI, LAN8700-like internal PHY */
		p->id2 = 0xC0C3;
	} else {
		p->id1 = 0x0007; /* SMSC OUI; model number of the model's own */
		p->id2 = 0xC150;
	}
	phy_start_aneg(c);
}

static void phy_tick(struct chip *c)
{
	struct phy *p = &c->phy;

	if (p->aneg_at && c->now >= p->aneg_at) {
		p->aneg_at = 0;
		p->aneg_done = 1;
		phy_link_set(c, 1);
		p->int_src |= INTSRC_ANEG_COMP;
	}
}

static uint16_t phy_read(struct chip *c, int reg)
{
	struct phy *p = &c->phy;
	uint16_t v = 0;

	phy_tick(c);
	switch (reg) {
	case 0:
		v = p->bmcr;
		if (p->reset_reads > 0) {
			p->reset_reads--;
			v |= BMCR_RESET;
		}
		break;
	case 1:
		v = p->gigabit ? 0x7909 : 0x7809;
		if (p->aneg_done)
			v |= 0x0020;
		if (p->link && !p->link_latched_low)
			v |= 0x0004;
		p->link_latched_low = 0;
		break;
	case 2: v = p->id1; break;
	case 3: v = p->id2; break;
	case 4: v = p->anar; break;
	case 5: v = p->aneg_done ? 0x45E1 : 0; break;
	case 6: v = p->aneg_done ? 0x0001 : 0; break;
	case 9: v = p->ctrl1000; break;
	case 10:
		v = (p->gigabit && p->aneg_done && (p->ctrl1000 & 0x0200)) ? 0x3800 : 0;
		break;
	case 15: v = p->gigabit ? 0x3000 : 0; break;
	case 16: v = p->edpd; break;
	case 17: v = (uint16_t)((p->mode_cs & ~0x0002) | (p->cable ? 0x0002 : 0)); break;
	case 18: v = p->special_modes; break;
	case 27: v = p->special_cs; break;
	case 29:
		v = p->int_src;
		p->int_src = 0; /* read to clear */
		break;
	case 30: v = p->int_mask; break;
	case 31:
		v = 0x0040;
		if (p->aneg_done)
			v |= 0x1000;
		if (p->link)
			v |= 0x0018; /* 100BASE-TX full duplex indication */
		break;
	default:
		v = 0;
	}
	return v;
}

static void phy_write(struct chip *c, int reg, uint16_t v)
{
	struct phy *p = &c->phy;
	uint16_t old;

	phy_tick(c);
	switch (reg) {
	case 0:
		if (v & BMCR_RESET) {
			phy_reset(c);
			p->reset_reads = c->busy_reads;
			return;
		}
		old = p->bmcr;
		p->bmcr = v & (uint16_t)~(BMCR_RESET | BMCR_ANRESTART);
		if (!(p->bmcr & BMCR_ANENABLE) || (p->bmcr & BMCR_LOOPBACK) ||
		    (p->bmcr & BMCR_PDOWN))
			phy_update_forced(c);
		else if ((v & BMCR_ANRESTART) || !(old & BMCR_ANENABLE) ||
			 (old & (BMCR_LOOPBACK | BMCR_PDOWN)))
			phy_start_aneg(c);
		break;
	case 4: p->anar = v; break;
	case 9:
		if (p->gigabit)
			p->ctrl1000 = v;
		break;
	case 16: p->edpd = v; break;
	case 17: p->mode_cs = v & (uint16_t)~0x0002; break;
	case 18: p->special_modes = v; break;
	case 27: p->special_cs = v; break;
	case 29: p->int_src &= (uint16_t)~v; break; /* write one to clear */
	case 30: p->int_mask = v; break;
	default: break; /* read-only or unmodelled */
	}
}

static int phy_irq(struct chip *c)
{
	phy_tick(c);
	return (c->phy.int_src & c->phy.int_mask) != 0;
}

/* ---- EEPROM ----------------------------------------------------------------- */
static int eeprom_valid(const struct chip *c)
{
	return c->eeprom_mode != EEPROM_NONE && c->eeprom[0] == 0xA5;
}

static void set_addr_regs(struct chip *c, const uint8_t *m)
{
	uint32_t lo = (uint32_t)m[0] | (uint32_t)m[1] << 8 | (uint32_t)m[2] << 16 |
		      (uint32_t)m[3] << 24;
	uint32_t hi = (uint32_t)m[4] | (uint32_t)m[5] << 8;

	if (is95(c)) {
		REG(c, R95_ADDRL) = lo;
		REG(c, R95_ADDRH) = hi;
	} else {
		REG(c, R75_RX_ADDRL) = lo;
		REG(c, R75_RX_ADDRH) = hi;
	}
}

static void eeprom_load(struct chip *c)
{
	uint32_t cmd_off = is95(c) ? R95_E2P_CMD : R75_E2P_CMD;

	if (eeprom_valid(c)) {
		set_addr_regs(c, c->eeprom + 1);
		REG(c, cmd_off) |= E2P_LOADED;
	} else {
		set_addr_regs(c, c->mac_default);
	}
}

static void e2p_command(struct chip *c, uint32_t val)
{
	uint32_t cmd_off = is95(c) ? R95_E2P_CMD : R75_E2P_CMD;
	uint32_t data_off = is95(c) ? R95_E2P_DATA : R75_E2P_DATA;
	uint32_t addr = val & E2P_ADDR;
	uint32_t *cmd = &REG(c, cmd_off);

	/* keep LOADED/TIMEOUT unless written 1 (write one to clear) */
	*cmd &= ~(val & (E2P_TIMEOUT | E2P_LOADED));
	*cmd = (*cmd & (E2P_TIMEOUT | E2P_LOADED)) | (val & (E2P_CMD_MASK | E2P_ADDR));
	if (!(val & E2P_BUSY))
		return;
	c->e2p_left = c->busy_reads;
	if (c->eeprom_mode == EEPROM_NONE) {
		*cmd |= E2P_TIMEOUT; /* nothing answers on the EEPROM pins */
		log_ev("e2p", "sxu", "cmd", "timeout", "op", val & E2P_CMD_MASK, "addr", addr);
		return;
	}
	switch (val & E2P_CMD_MASK) {
	case E2P_READ:
		REG(c, data_off) = c->eeprom[addr];
		log_ev("e2p", "suu", "cmd", "read", "addr", addr, "data", c->eeprom[addr]);
		break;
	case E2P_EWDS: c->eeprom_wen = 0; break;
	case E2P_EWEN: c->eeprom_wen = 1; break;
	case E2P_WRITE:
		if (c->eeprom_wen)
			c->eeprom[addr] = (uint8_t)REG(c, data_off);
		log_ev("e2p", "suuu", "cmd", "write", "addr", addr, "data",
		       REG(c, data_off) & 0xff, "enabled", c->eeprom_wen);
		break;
	case E2P_WRAL:
		if (c->eeprom_wen)
			memset(c->eeprom, (uint8_t)REG(c, data_off), EEPROM_SIZE);
		break;
	case E2P_ERASE:
		if (c->eeprom_wen)
			c->eeprom[addr] = 0xFF;
		break;
	case E2P_ERAL:
		if (c->eeprom_wen)
			memset(c->eeprom, 0xFF, EEPROM_SIZE);
		break;
	case E2P_RELOAD:
		*cmd &= ~E2P_LOADED;
		eeprom_load(c);
		break;
	}
}

/* ---- reset ------------------------------------------------------------------- */
static void regs_defaults(struct chip *c)
{
	memset(c->regs, 0, sizeof(c->regs));
	memset(c->dp_ram, 0, sizeof(c->dp_ram));
	if (is95(c)) {
		REG(c, R95_ID_REV) = 0xEC000002; /* LAN9512/LAN9514 */
		REG(c, R95_PM_CTRL) = PM95_DEV_RDY;
		REG(c, 0x2C) = 0; /* AFC_CFG */
		REG(c, R95_STRAP) = 0x00000012 | (c->eeprom_mode == EEPROM_NONE ? 0x1 : 0);
		REG(c, R95_TX_FIFO_INF) = 0x00001F00;
	} else {
		REG(c, R75_ID_REV) = 0x75000002;
		REG(c, R75_PMT_CTL) = PMT75_DEV_RDY;
		REG(c, R75_DP_SEL) = DP_DPRDY;
	}
	c->lrst_left = c->phyrst_left = c->e2p_left = c->mii_left = c->srst_left = 0;
	c->addr_pair = c->filt_pair = 0;
	eeprom_load(c);
}

void chip_power_on_reset(struct chip *c)
{
	regs_defaults(c);
	c->phy.reset_reads = 0;
	phy_reset(c);
}

static void lite_reset(struct chip *c)
{
	uint8_t mac[6];

	/* the MAC and the FIFO controllers, not the PHY, USB or EEPROM state */
	chip_mac(c, mac);
	if (is95(c)) {
		uint32_t hw = REG(c, R95_HW_CFG);
		uint32_t e2p = REG(c, R95_E2P_CMD);

		for (uint32_t off = R95_MAC_CR; off <= R95_COE_CR; off += 4)
			REG(c, off) = 0;
		REG(c, R95_INT_STS) = 0;
		REG(c, R95_INT_EP_CTL) = 0;
		REG(c, R95_TX_CFG) = 0;
		REG(c, R95_HW_CFG) = hw & ~(HW95_LRST | HW95_SRST);
		REG(c, R95_E2P_CMD) = e2p;
	} else {
		REG(c, R75_MAC_CR) = 0;
		REG(c, R75_MAC_RX) = 0;
		REG(c, R75_MAC_TX) = 0;
		REG(c, R75_RFE_CTL) = 0;
		REG(c, R75_FCT_RX_CTL) = 0;
		REG(c, R75_FCT_TX_CTL) = 0;
		REG(c, R75_INT_STS) = 0;
		REG(c, R75_INT_EP_CTL) = 0;
	}
	set_addr_regs(c, mac);
}

void chip_init(struct chip *c, enum chip_type t, enum eeprom_mode m,
	       const uint8_t *eeprom_mac, const uint8_t *mac_default)
{
	memset(c, 0, sizeof(*c));
	c->type = t;
	c->eeprom_mode = m;
	c->busy_reads = 1;
	c->phy.cable = 1;
	memset(c->eeprom, 0xFF, EEPROM_SIZE);
	if (m == EEPROM_MAC && eeprom_mac) {
		c->eeprom[0] = 0xA5;
		memcpy(c->eeprom + 1, eeprom_mac, 6);
	}
	if (mac_default)
		memcpy(c->mac_default, mac_default, 6);
	else
		memset(c->mac_default, 0xFF, 6);
	chip_power_on_reset(c);
}

/* ---- register map -------------------------------------------------------------- */
static int reg_exists(const struct chip *c, uint32_t idx)
{
	if (idx & 3)
		return 0;
	if (is95(c))
		return idx <= R95_COE_CR;
	return idx < 0x200 || (idx >= 0x300 && idx < 0x400) || (idx >= 0x500 && idx < 0x600);
}

const char *chip_reg_name(const struct chip *c, uint32_t idx)
{
	if (is95(c)) {
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
	} else {
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
	}
	return NULL;
}

static void addr_from_regs(uint32_t hi, uint32_t lo, uint8_t m[6])
{
	m[0] = (uint8_t)lo;
	m[1] = (uint8_t)(lo >> 8);
	m[2] = (uint8_t)(lo >> 16);
	m[3] = (uint8_t)(lo >> 24);
	m[4] = (uint8_t)hi;
	m[5] = (uint8_t)(hi >> 8);
}

void chip_mac(const struct chip *c, uint8_t mac[6])
{
	if (is95(c))
		addr_from_regs(REG(c, R95_ADDRH), REG(c, R95_ADDRL), mac);
	else
		addr_from_regs(REG(c, R75_RX_ADDRH), REG(c, R75_RX_ADDRL), mac);
}

/* record a MAC address once both halves of a register pair were written */
static void note_pair(struct chip *c, unsigned *pair, unsigned bit, const char *regs,
		      uint32_t hi, uint32_t lo)
{
	uint8_t m[6];

	(void)c;
	*pair |= bit;
	if (*pair != 3)
		return;
	*pair = 0;
	addr_from_regs(hi, lo, m);
	log_ev("mac", "sm", "regs", regs, "mac", m);
}

static void note_change(struct chip *c, uint32_t idx, uint32_t old, uint32_t val)
{
	const char *n = chip_reg_name(c, idx);

	if (old != val && n)
		log_ev("reg", "sxx", "name", n, "old", old, "val", val);
}

int chip_reg_read(struct chip *c, uint32_t idx, uint32_t *val)
{
	uint32_t v;

	if (!reg_exists(c, idx))
		return -1;
	c->reg_reads++;
	chip_tick(c);
	v = REG(c, idx);
	if (is95(c)) {
		switch (idx) {
		case R95_HW_CFG:
			if (c->lrst_left > 0) {
				c->lrst_left--;
				v |= HW95_LRST;
			}
			if (c->srst_left > 0) {
				c->srst_left--;
				v |= HW95_SRST;
			}
			break;
		case R95_PM_CTRL:
			if (c->phyrst_left > 0) {
				c->phyrst_left--;
				v |= PM95_PHY_RST;
			}
			break;
		case R95_E2P_CMD:
			if (c->e2p_left > 0) {
				c->e2p_left--;
				v |= E2P_BUSY;
				v &= ~E2P_TIMEOUT; /* the timeout shows once the controller gives up */
			}
			break;
		case R95_MII_ADDR:
			if (c->mii_left > 0) {
				c->mii_left--;
				v |= MII_BUSY;
			}
			break;
		case R95_INT_STS:
			if (phy_irq(c))
				v |= INT95_PHY;
			break;
		}
	} else {
		switch (idx) {
		case R75_HW_CFG:
			if (c->lrst_left > 0) {
				c->lrst_left--;
				v |= HW75_LRST;
			}
			if (c->srst_left > 0) {
				c->srst_left--;
				v |= HW75_SRST;
			}
			break;
		case R75_PMT_CTL:
			if (c->phyrst_left > 0) {
				c->phyrst_left--;
				v |= PMT75_PHY_RST;
			}
			break;
		case R75_E2P_CMD:
			if (c->e2p_left > 0) {
				c->e2p_left--;
				v |= E2P_BUSY;
				v &= ~E2P_TIMEOUT;
			}
			break;
		case R75_MII_ACCESS:
			if (c->mii_left > 0) {
				c->mii_left--;
				v |= MII_BUSY;
			}
			break;
		case R75_INT_STS:
			if (phy_irq(c))
				v |= INT75_PHY;
			break;
		}
	}
	*val = v;
	return 0;
}

static void mii_access(struct chip *c, uint32_t val, uint32_t data_off)
{
	int phy = (int)((val >> 11) & 0x1f), reg = (int)((val >> 6) & 0x1f);

	if (!(val & MII_BUSY))
		return;
	c->mii_left = c->busy_reads;
	if (val & MII_WRITE) {
		if (phy == 1)
			phy_write(c, reg, (uint16_t)REG(c, data_off));
	} else {
		REG(c, data_off) = phy == 1 ? phy_read(c, reg) : 0xFFFF;
	}
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
	case R95_INT_STS:
		REG(c, idx) &= ~val;
		return 0;
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
		val = (val & ~(PM95_PHY_RST | PM95_WUPS | PM95_DEV_RDY)) |
		      (old & PM95_WUPS & ~val) | PM95_DEV_RDY;
		REG(c, idx) = val; /* PHY_RST: see chip_reg_write() */
		return 0;
	case R95_E2P_CMD:
		e2p_command(c, val);
		return 0;
	case R95_E2P_DATA:
		REG(c, idx) = val & 0xFF;
		return 0;
	case R95_BURST_CAP:
		REG(c, idx) = val & 0xFF;
		return 0;
	case R95_MAC_CR:
		REG(c, idx) = val;
		note_change(c, idx, old, val);
		return 0;
	case R95_ADDRH:
		REG(c, idx) = val & 0xFFFF;
		note_pair(c, &c->addr_pair, 1, "ADDRH/ADDRL", REG(c, R95_ADDRH), REG(c, R95_ADDRL));
		return 0;
	case R95_ADDRL:
		REG(c, idx) = val;
		note_pair(c, &c->addr_pair, 2, "ADDRH/ADDRL", REG(c, R95_ADDRH), REG(c, R95_ADDRL));
		return 0;
	case R95_MII_ADDR:
		REG(c, idx) = val & ~MII_BUSY;
		mii_access(c, val, R95_MII_DATA);
		return 0;
	case R95_MII_DATA:
		REG(c, idx) = val & 0xFFFF;
		return 0;
	case R95_FLOW:
		REG(c, idx) = val & ~1u; /* FCBSY */
		return 0;
	default:
		REG(c, idx) = val;
		return 0;
	}
	return 0;
}

static int write75(struct chip *c, uint32_t idx, uint32_t val)
{
	uint32_t old = REG(c, idx);

	switch (idx) {
	case R75_ID_REV:
	case R75_FPGA_REV:
		return 0;
	case R75_INT_STS:
		REG(c, idx) &= ~val;
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
		if (val & PMT75_PHY_RST) {
			c->phy.reset_reads = 0;
			phy_reset(c);
			c->phyrst_left = c->busy_reads;
		}
		return 0;
	case R75_DP_SEL:
		REG(c, idx) = (val & ~DP_DPRDY) | DP_DPRDY;
		return 0;
	case R75_DP_CMD: {
		uint32_t sel = REG(c, R75_DP_SEL) & DP_RSEL, addr = REG(c, R75_DP_ADDR);

		REG(c, idx) = 0;
		if (sel >= 8 || addr >= 256)
			return 0; /* outside the RAMs: ignored, as on a bus with no decoder */
		if (val & DP_CMD_WRITE)
			c->dp_ram[sel][addr] = REG(c, R75_DP_DATA);
		else
			REG(c, R75_DP_DATA) = c->dp_ram[sel][addr];
		return 0;
	}
	case R75_E2P_CMD:
		e2p_command(c, val);
		return 0;
	case R75_E2P_DATA:
		REG(c, idx) = val & 0xFF;
		return 0;
	case R75_RFE_CTL:
		REG(c, idx) = val & ~RFE_RST_RF;
		note_change(c, idx, old, REG(c, idx));
		return 0;
	case R75_FCT_RX_CTL:
	case R75_FCT_TX_CTL:
		REG(c, idx) = val & (FCT_EN | 0x02000000u);
		return 0;
	case R75_MAC_CR:
		REG(c, idx) = val & ~MAC75_RST;
		note_change(c, idx, old, REG(c, idx));
		return 0;
	case R75_MAC_RX:
	case R75_MAC_TX:
		REG(c, idx) = val;
		note_change(c, idx, old, val);
		return 0;
	case R75_RX_ADDRH:
		REG(c, idx) = val & 0xFFFF;
		note_pair(c, &c->addr_pair, 1, "RX_ADDRH/RX_ADDRL", REG(c, R75_RX_ADDRH),
			  REG(c, R75_RX_ADDRL));
		return 0;
	case R75_RX_ADDRL:
		REG(c, idx) = val;
		note_pair(c, &c->addr_pair, 2, "RX_ADDRH/RX_ADDRL", REG(c, R75_RX_ADDRH),
			  REG(c, R75_RX_ADDRL));
		return 0;
	case R75_ADDR_FILTX:
		REG(c, idx) = val & (ADDR_FILT_VALID | 0x40000000u | 0xFFFFu);
		note_pair(c, &c->filt_pair, 1, "ADDR_FILT0", REG(c, R75_ADDR_FILTX),
			  REG(c, R75_ADDR_FILTX + 4));
		return 0;
	case R75_ADDR_FILTX + 4:
		REG(c, idx) = val;
		note_pair(c, &c->filt_pair, 2, "ADDR_FILT0", REG(c, R75_ADDR_FILTX),
			  REG(c, R75_ADDR_FILTX + 4));
		return 0;
	case R75_MII_ACCESS:
		REG(c, idx) = val & ~MII_BUSY;
		mii_access(c, val, R75_MII_DATA);
		return 0;
	case R75_MII_DATA:
		REG(c, idx) = val & 0xFFFF;
		return 0;
	default:
		REG(c, idx) = val;
		return 0;
	}
}

int chip_reg_write(struct chip *c, uint32_t idx, uint32_t val)
{
	if (!reg_exists(c, idx))
		return -1;
	c->reg_writes++;
	chip_tick(c);
	if (is95(c)) {
		if (idx == R95_PM_CTRL && (val & PM95_PHY_RST)) {
			write95(c, idx, val);
			c->phy.reset_reads = 0;
			phy_reset(c);
			c->phyrst_left = c->busy_reads;
			return 0;
		}
		return write95(c, idx, val);
	}
	return write75(c, idx, val);
}

void chip_tick(struct chip *c)
{
	phy_tick(c);
}

int chip_next_timeout(const struct chip *c)
{
	if (!c->phy.aneg_at)
		return -1;
	if (c->phy.aneg_at <= c->now)
		return 0;
	return (int)(c->phy.aneg_at - c->now);
}

uint32_t chip_int_word(struct chip *c)
{
	uint32_t sts, en;

	if (is95(c)) {
		chip_reg_read(c, R95_INT_STS, &sts);
		en = REG(c, R95_INT_EP_CTL);
	} else {
		chip_reg_read(c, R75_INT_STS, &sts);
		en = REG(c, R75_INT_EP_CTL);
	}
	c->reg_reads--; /* not a host access */
	return sts & en & 0x7FFFFFFFu;
}

void chip_set_cable(struct chip *c, int cable)
{
	c->phy.cable = cable;
	if (!cable) {
		c->phy.aneg_at = 0;
		c->phy.aneg_done = 0;
		phy_link_set(c, 0);
	} else {
		c->phy.int_src |= INTSRC_ENERGYON;
		if (c->phy.bmcr & BMCR_ANENABLE)
			phy_start_aneg(c);
		else
			phy_update_forced(c);
	}
}

int chip_tx_enabled(const struct chip *c)
{
	if (is95(c))
		return (REG(c, R95_MAC_CR) & MAC95_TXEN) && (REG(c, R95_TX_CFG) & TX95_ON);
	return (REG(c, R75_MAC_TX) & MACTX_TXEN) && (REG(c, R75_FCT_TX_CTL) & FCT_EN);
}

int chip_rx_enabled(const struct chip *c)
{
	if (!c->phy.link)
		return 0;
	if (is95(c))
		return (REG(c, R95_MAC_CR) & MAC95_RXEN) != 0;
	return (REG(c, R75_MAC_RX) & MACRX_RXEN) && (REG(c, R75_FCT_RX_CTL) & FCT_EN);
}

static uint32_t crc32_raw(const uint8_t *p, size_t n)
{
	uint32_t crc = 0xFFFFFFFFu;

	while (n--) {
		crc ^= *p++;
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
	}
	return crc;
}

static uint32_t bitrev32(uint32_t x)
{
	uint32_t r = 0;

	for (int i = 0; i < 32; i++)
		if (x & (1u << i))
			r |= 1u << (31 - i);
	return r;
}

/* Linux ether_crc(): bitrev32(crc32_le(~0, addr, 6)) */
static uint32_t ether_crc(const uint8_t *a)
{
	return bitrev32(crc32_raw(a, 6));
}

int chip_rx_accepts(const struct chip *c, const uint8_t *d)
{
	static const uint8_t bcast[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
	uint8_t own[6];

	chip_mac(c, own);
	if (is95(c)) {
		uint32_t cr = REG(c, R95_MAC_CR);

		if (cr & (MAC95_PRMS | MAC95_RXALL))
			return 1;
		if (!memcmp(d, bcast, 6))
			return !(cr & MAC95_BCAST);
		if (d[0] & 1) {
			uint32_t bit;

			if (cr & MAC95_MCPAS)
				return 1;
			if (!(cr & (MAC95_HPFILT | MAC95_HFILT)))
				return 0;
			bit = (ether_crc(d) >> 26) & 0x3f;
			return ((bit & 0x20 ? REG(c, R95_HASHH) : REG(c, R95_HASHL)) >>
				(bit & 0x1f)) & 1;
		}
		if (cr & MAC95_HFILT) {
			uint32_t bit = (ether_crc(d) >> 26) & 0x3f;

			return ((bit & 0x20 ? REG(c, R95_HASHH) : REG(c, R95_HASHL)) >>
				(bit & 0x1f)) & 1;
		}
		return (memcmp(d, own, 6) == 0) != !!(cr & MAC95_INVFILT);
	} else {
		uint32_t rfe = REG(c, R75_RFE_CTL);

		if (!memcmp(d, bcast, 6))
			return (rfe & RFE_AB) != 0;
		if (d[0] & 1) {
			uint32_t bit;

			if (rfe & RFE_AM)
				return 1;
			if (!(rfe & RFE_MHF))
				return 0;
			bit = (ether_crc(d) >> 23) & 0x1ff;
			return (c->dp_ram[DP_VHF][128 + bit / 32] >> (bit % 32)) & 1;
		}
		if (rfe & RFE_AU)
			return 1;
		if (rfe & RFE_DPF) {
			for (int i = 0; i < 32; i++) {
				uint32_t hi = REG(c, R75_ADDR_FILTX + 8 * (uint32_t)i);
				uint8_t m[6];

				if (!(hi & ADDR_FILT_VALID))
					continue;
				addr_from_regs(hi & 0xFFFF, REG(c, R75_ADDR_FILTX + 8 * (uint32_t)i + 4), m);
				if (!memcmp(m, d, 6))
					return 1;
			}
			return 0;
		}
		return memcmp(d, own, 6) == 0;
	}
}

int chip_rx_offset(const struct chip *c)
{
	if (is95(c))
		return (int)((REG(c, R95_HW_CFG) & HW95_RXDOFF) >> 9);
	return 2; /* RXW_PADDING */
}

int chip_rx_multi(const struct chip *c)
{
	if (is95(c))
		return (REG(c, R95_HW_CFG) & HW95_MEF) != 0;
	return (REG(c, R75_HW_CFG) & HW75_MEF) != 0;
}

size_t chip_rx_burst_bytes(const struct chip *c)
{
	uint32_t bce, cap;

	if (is95(c)) {
		bce = REG(c, R95_HW_CFG) & HW95_BCE;
		cap = REG(c, R95_BURST_CAP) & 0xFF;
	} else {
		bce = REG(c, R75_HW_CFG) & HW75_BCE;
		cap = REG(c, R75_BURST_CAP) & 0xFF;
	}
	if (!bce || !cap)
		return 0;
	return (size_t)cap * 512; /* high speed bulk packets */
}

int chip_rx_csum(const struct chip *c)
{
	if (is95(c))
		return (REG(c, R95_COE_CR) & COE95_RX_EN) != 0;
	return (REG(c, R75_RFE_CTL) & (RFE_TCPUDP_CKM | RFE_IP_CKM)) != 0;
}
