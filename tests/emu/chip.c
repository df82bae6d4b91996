// SPDX-License-Identifier: GPL-2.0
/*
 * The chip: what every model shares (the EEPROM controller, the MII access
 * registers, address-pair records, the LAN75xx/LAN78xx receive filter) and
 * the dispatch to the model, then the two SMSC models that share most of
 * their code: the LAN9514/LAN9512 Ethernet function (smsc95xx.h) and the
 * LAN7500 (smsc75xx.h), as far as the Linux 6.12 drivers use them. The
 * LAN7800 is in lan78xx.c, the DM9601 in dm9601.c, the PHY in phy.c.
 * No I/O here: the caller sets c->now (ms) before each access.
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

#define REG(c, off) ((c)->regs[(off) / 4])

static int is95(const struct chip *c)
{
	return c->type == CHIP_LAN9514;
}

/* ---- shared by the models --------------------------------------------------- */
/* a self-clearing bit that still reads set *left more times */
uint32_t chip_busy_read(int *left, uint32_t v, uint32_t bit)
{
	if (*left > 0) {
		(*left)--;
		return v | bit;
	}
	return v & ~bit;
}

static int eeprom_valid(const struct chip *c)
{
	return c->eeprom_mode != EEPROM_NONE && c->eeprom[0] == 0xA5;
}

void chip_set_addr_regs(struct chip *c, const uint8_t *m)
{
	REG(c, c->model->addrl) = (uint32_t)m[0] | (uint32_t)m[1] << 8 | (uint32_t)m[2] << 16 |
				  (uint32_t)m[3] << 24;
	REG(c, c->model->addrh) = (uint32_t)m[4] | (uint32_t)m[5] << 8;
}

/* power-on load: a valid EEPROM (0xa5, MAC at 1) fills the address pair */
void chip_eeprom_load(struct chip *c)
{
	if (eeprom_valid(c)) {
		chip_set_addr_regs(c, c->eeprom + 1);
		REG(c, c->model->e2p_cmd) |= E2P_LOADED;
	} else {
		chip_set_addr_regs(c, c->mac_default);
	}
}

/* E2P_CMD written: the EEPROM controller of the LAN95xx/LAN75xx/LAN78xx */
void chip_e2p_command(struct chip *c, uint32_t val)
{
	uint32_t data_off = c->model->e2p_data;
	uint32_t addr = val & E2P_ADDR;
	uint32_t *cmd = &REG(c, c->model->e2p_cmd);

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
		chip_eeprom_load(c);
		break;
	}
}

/*
 * MII_ADDR/MII_ACC written: PHY address 15:11, register 10:6, WRITE 1, BUSY 0.
 * On the LAN9514 any write to MII_ADDR starts the cycle: Linux's smsc95xx
 * sets BUSY, U-Boot's (drivers/usb/eth/smsc95xx.c) never does and reads
 * the PHY on real boards (the Raspberry Pi 3 B). Other models start it
 * only with BUSY set, as their drivers do.
 */
void chip_mii_access(struct chip *c, uint32_t val)
{
	uint32_t data_off = c->model->mii_data;
	int phy = (int)((val >> 11) & 0x1f), reg = (int)((val >> 6) & 0x1f);

	REG(c, c->model->mii_acc) = val & ~MII_BUSY;
	if (!(val & MII_BUSY) && !is95(c))
		return;
	c->mii_left = c->busy_reads;
	if (val & MII_WRITE) {
		if (phy == 1)
			phy_write(&c->phy, c->now, reg, (uint16_t)REG(c, data_off), c->busy_reads);
	} else {
		REG(c, data_off) = phy == 1 ? phy_read(&c->phy, c->now, reg) : 0xFFFF;
	}
}

void chip_addr_from_regs(uint32_t hi, uint32_t lo, uint8_t m[6])
{
	m[0] = (uint8_t)lo;
	m[1] = (uint8_t)(lo >> 8);
	m[2] = (uint8_t)(lo >> 16);
	m[3] = (uint8_t)(lo >> 24);
	m[4] = (uint8_t)hi;
	m[5] = (uint8_t)(hi >> 8);
}

/* record a MAC address once both halves of a register pair were written */
void chip_note_pair(unsigned *pair, unsigned bit, const char *regs, uint32_t hi, uint32_t lo)
{
	uint8_t m[6];

	*pair |= bit;
	if (*pair != 3)
		return;
	*pair = 0;
	chip_addr_from_regs(hi, lo, m);
	log_ev("mac", "sm", "regs", regs, "mac", m);
}

void chip_note_change(const struct chip *c, uint32_t idx, uint32_t old, uint32_t val)
{
	const char *n = c->model->reg_name(idx);

	if (old != val && n)
		log_ev("reg", "sxx", "name", n, "old", old, "val", val);
}

/* 0xA0 WRITE_REGISTER / 0xA1 READ_REGISTER: 32 bits little-endian, register in wIndex */
int chip_smsc_vendor(struct chip *c, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		     uint16_t len, uint8_t *data)
{
	uint32_t v;

	(void)val;
	if (req == 0xA0 && rt == 0x40) {
		if (len != 4)
			return -1;
		v = get_le32(data);
		if (chip_reg_write(c, idx, v) < 0) {
			log_ev("stall", "sxx", "req", "write_register", "index", idx, "val", v);
			return -1;
		}
		return 4;
	}
	if (req == 0xA1 && rt == 0xC0) {
		if (len != 4)
			return -1;
		if (chip_reg_read(c, idx, &v) < 0) {
			log_ev("stall", "sx", "req", "read_register", "index", idx);
			return -1;
		}
		put_le32(data, v);
		return 4;
	}
	log_ev("stall", "suu", "req", "vendor", "request", req, "type", rt);
	return -1;
}

size_t chip_int_word_packet(uint32_t w, uint8_t *buf, size_t cap)
{
	if (!w || cap < 4)
		return 0;
	put_le32(buf, w);
	return 4;
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
uint32_t ether_crc(const uint8_t *a)
{
	return bitrev32(crc32_raw(a, 6));
}

static const uint8_t bcast_addr[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };

int chip_rfe_accepts(const struct chip *c, uint32_t rfe, uint32_t filt_base, const uint8_t *d)
{
	uint8_t own[6];

	if (!memcmp(d, bcast_addr, 6))
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
		for (uint32_t i = 0; i < 32; i++) {
			uint32_t hi = REG(c, filt_base + 8 * i);
			uint8_t m[6];

			if (!(hi & ADDR_FILT_VALID))
				continue;
			chip_addr_from_regs(hi & 0xFFFF, REG(c, filt_base + 8 * i + 4), m);
			if (!memcmp(m, d, 6))
				return 1;
		}
		return 0;
	}
	chip_mac(c, own);
	return memcmp(d, own, 6) == 0;
}

/* ---- the chip: dispatch to its model ------------------------------------------ */
const struct chip_model *chip_model_for(enum chip_type t)
{
	switch (t) {
	case CHIP_LAN9514: return &lan9514_model;
	case CHIP_LAN7500: return &lan7500_model;
	case CHIP_LAN7800: return &lan7800_model;
	case CHIP_DM9601: return &dm9601_model;
	}
	return &lan9514_model;
}

const struct chip_model *chip_model_by_name(const char *name)
{
	static const struct { const char *name; enum chip_type t; } names[] = {
		{ "lan9514", CHIP_LAN9514 }, { "lan9512", CHIP_LAN9514 },
		{ "lan7500", CHIP_LAN7500 }, { "lan7800", CHIP_LAN7800 },
		{ "dm9601", CHIP_DM9601 },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(name, names[i].name))
			return chip_model_for(names[i].t);
	return NULL;
}

void chip_power_on_reset(struct chip *c)
{
	c->lrst_left = c->phyrst_left = c->e2p_left = c->mii_left = c->srst_left = 0;
	c->otp_left = c->maccr_left = 0;
	c->addr_pair = c->filt_pair = 0;
	c->model->power_on(c);
	c->phy.reset_reads = 0;
	phy_reset(&c->phy, c->now);
}

void chip_init(struct chip *c, enum chip_type t, enum eeprom_mode m,
	       const uint8_t *eeprom_mac, const uint8_t *mac_default)
{
	memset(c, 0, sizeof(*c));
	c->type = t;
	c->model = chip_model_for(t);
	c->eeprom_mode = m;
	c->busy_reads = 1;
	phy_init(&c->phy, c->model->phy, ANEG_MS_DEFAULT);
	memset(c->eeprom, 0xFF, EEPROM_SIZE);
	if (m == EEPROM_MAC && eeprom_mac) {
		if (t == CHIP_DM9601) {
			memcpy(c->eeprom, eeprom_mac, 6); /* words 0-2: the address */
		} else {
			c->eeprom[0] = 0xA5;
			memcpy(c->eeprom + 1, eeprom_mac, 6);
		}
	}
	if (mac_default)
		memcpy(c->mac_default, mac_default, 6);
	else
		memset(c->mac_default, 0xFF, 6);
	chip_power_on_reset(c);
}

void chip_set_otp(struct chip *c, const uint8_t *mac)
{
	memset(c->otp, 0, sizeof(c->otp)); /* unprogrammed OTP reads 0 */
	if (mac) {
		c->otp[0] = 0xF3; /* OTP_INDICATOR_1 (lan78xx.c) */
		memcpy(c->otp + 1, mac, 6);
	}
	chip_power_on_reset(c);
}

int chip_reg_read(struct chip *c, uint32_t idx, uint32_t *val)
{
	chip_tick(c);
	return c->model->reg_read(c, idx, val);
}

int chip_reg_write(struct chip *c, uint32_t idx, uint32_t val)
{
	chip_tick(c);
	return c->model->reg_write(c, idx, val);
}

void chip_tick(struct chip *c)
{
	phy_tick(&c->phy, c->now);
}

int chip_next_timeout(const struct chip *c)
{
	return phy_next_timeout(&c->phy, c->now);
}

size_t chip_int_packet(struct chip *c, uint8_t *buf, size_t cap)
{
	chip_tick(c);
	return c->model->int_packet(c, buf, cap);
}

uint32_t chip_int_word(struct chip *c)
{
	uint8_t b[16];
	size_t n = chip_int_packet(c, b, sizeof(b));

	return n >= 4 ? get_le32(b) : 0;
}

void chip_mac(const struct chip *c, uint8_t mac[6])
{
	c->model->mac(c, mac);
}

int chip_tx_enabled(const struct chip *c)
{
	return c->model->tx_enabled(c);
}

int chip_rx_enabled(const struct chip *c)
{
	return c->phy.link && c->model->rx_enabled(c);
}

int chip_rx_accepts(const struct chip *c, const uint8_t *d)
{
	return c->model->rx_accepts(c, d);
}

int chip_rx_multi(const struct chip *c)
{
	return c->model->rx_multi(c);
}

size_t chip_rx_burst_bytes(const struct chip *c)
{
	return c->model->rx_burst_bytes(c);
}

void chip_set_cable(struct chip *c, int cable)
{
	phy_set_cable(&c->phy, c->now, cable);
}

void chip_set_aneg_ms(struct chip *c, int ms)
{
	c->phy.aneg_ms = ms < 0 ? 0 : ms;
	if (c->phy.aneg_at) /* a negotiation running takes the new time */
		c->phy.aneg_at = c->now + (uint64_t)c->phy.aneg_ms + 1;
}

const char *chip_reg_name(const struct chip *c, uint32_t idx)
{
	return c->model->reg_name(idx);
}

/* ---- LAN9514 / LAN7500 ----------------------------------------------------------- */
static void smsc_power_on(struct chip *c)
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
	chip_eeprom_load(c);
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
	chip_set_addr_regs(c, mac);
}

static int smsc_reg_exists(const struct chip *c, uint32_t idx)
{
	if (idx & 3)
		return 0;
	if (is95(c))
		return idx <= R95_COE_CR;
	return idx < 0x200 || (idx >= 0x300 && idx < 0x400) || (idx >= 0x500 && idx < 0x600);
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

static void smsc_mac(const struct chip *c, uint8_t mac[6])
{
	chip_addr_from_regs(REG(c, c->model->addrh), REG(c, c->model->addrl), mac);
}

static int smsc_reg_read(struct chip *c, uint32_t idx, uint32_t *val)
{
	uint32_t v;

	if (!smsc_reg_exists(c, idx))
		return -1;
	c->reg_reads++;
	v = REG(c, idx);
	if (is95(c)) {
		switch (idx) {
		case R95_HW_CFG:
			v = chip_busy_read(&c->lrst_left, v, HW95_LRST);
			v = chip_busy_read(&c->srst_left, v, HW95_SRST);
			break;
		case R95_PM_CTRL:
			v = chip_busy_read(&c->phyrst_left, v, PM95_PHY_RST);
			break;
		case R95_E2P_CMD:
			if (c->e2p_left > 0)
				v &= ~E2P_TIMEOUT; /* the timeout shows once the controller gives up */
			v = chip_busy_read(&c->e2p_left, v, E2P_BUSY);
			break;
		case R95_MII_ADDR:
			v = chip_busy_read(&c->mii_left, v, MII_BUSY);
			break;
		case R95_INT_STS:
			if (phy_irq(&c->phy, c->now))
				v |= INT95_PHY;
			break;
		}
	} else {
		switch (idx) {
		case R75_HW_CFG:
			v = chip_busy_read(&c->lrst_left, v, HW75_LRST);
			v = chip_busy_read(&c->srst_left, v, HW75_SRST);
			break;
		case R75_PMT_CTL:
			v = chip_busy_read(&c->phyrst_left, v, PMT75_PHY_RST);
			break;
		case R75_E2P_CMD:
			if (c->e2p_left > 0)
				v &= ~E2P_TIMEOUT;
			v = chip_busy_read(&c->e2p_left, v, E2P_BUSY);
			break;
		case R75_MII_ACCESS:
			v = chip_busy_read(&c->mii_left, v, MII_BUSY);
			break;
		case R75_INT_STS:
			if (phy_irq(&c->phy, c->now))
				v |= INT75_PHY;
			break;
		}
	}
	*val = v;
	return 0;
}

static void phy_reset_pulse(struct chip *c)
{
	c->phy.reset_reads = 0;
	phy_reset(&c->phy, c->now);
	c->phyrst_left = c->busy_reads;
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
		REG(c, idx) = (val & ~(PM95_PHY_RST | PM95_WUPS | PM95_DEV_RDY)) |
			      (old & PM95_WUPS & ~val) | PM95_DEV_RDY;
		if (val & PM95_PHY_RST)
			phy_reset_pulse(c);
		return 0;
	case R95_E2P_CMD:
		chip_e2p_command(c, val);
		return 0;
	case R95_E2P_DATA:
		REG(c, idx) = val & 0xFF;
		return 0;
	case R95_BURST_CAP:
		REG(c, idx) = val & 0xFF;
		return 0;
	case R95_MAC_CR:
		REG(c, idx) = val;
		chip_note_change(c, idx, old, val);
		return 0;
	case R95_ADDRH:
		REG(c, idx) = val & 0xFFFF;
		chip_note_pair(&c->addr_pair, 1, "ADDRH/ADDRL", REG(c, R95_ADDRH), REG(c, R95_ADDRL));
		return 0;
	case R95_ADDRL:
		REG(c, idx) = val;
		chip_note_pair(&c->addr_pair, 2, "ADDRH/ADDRL", REG(c, R95_ADDRH), REG(c, R95_ADDRL));
		return 0;
	case R95_MII_ADDR:
		chip_mii_access(c, val);
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
		if (val & PMT75_PHY_RST)
			phy_reset_pulse(c);
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
		chip_e2p_command(c, val);
		return 0;
	case R75_E2P_DATA:
		REG(c, idx) = val & 0xFF;
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
	case R75_RX_ADDRH:
		REG(c, idx) = val & 0xFFFF;
		chip_note_pair(&c->addr_pair, 1, "RX_ADDRH/RX_ADDRL", REG(c, R75_RX_ADDRH),
			       REG(c, R75_RX_ADDRL));
		return 0;
	case R75_RX_ADDRL:
		REG(c, idx) = val;
		chip_note_pair(&c->addr_pair, 2, "RX_ADDRH/RX_ADDRL", REG(c, R75_RX_ADDRH),
			       REG(c, R75_RX_ADDRL));
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
	case R75_MII_ACCESS:
		chip_mii_access(c, val);
		return 0;
	case R75_MII_DATA:
		REG(c, idx) = val & 0xFFFF;
		return 0;
	default:
		REG(c, idx) = val;
		return 0;
	}
}

static int smsc_reg_write(struct chip *c, uint32_t idx, uint32_t val)
{
	if (!smsc_reg_exists(c, idx))
		return -1;
	c->reg_writes++;
	return is95(c) ? write95(c, idx, val) : write75(c, idx, val);
}

static size_t smsc_int_packet(struct chip *c, uint8_t *buf, size_t cap)
{
	uint32_t sts = REG(c, is95(c) ? R95_INT_STS : R75_INT_STS);
	uint32_t en = REG(c, is95(c) ? R95_INT_EP_CTL : R75_INT_EP_CTL);

	if (phy_irq(&c->phy, c->now))
		sts |= is95(c) ? INT95_PHY : INT75_PHY;
	return chip_int_word_packet(sts & en & 0x7FFFFFFFu, buf, cap);
}

static int smsc_tx_enabled(const struct chip *c)
{
	if (is95(c))
		return (REG(c, R95_MAC_CR) & MAC95_TXEN) && (REG(c, R95_TX_CFG) & TX95_ON);
	return (REG(c, R75_MAC_TX) & MACTX_TXEN) && (REG(c, R75_FCT_TX_CTL) & FCT_EN);
}

static int smsc_rx_enabled(const struct chip *c)
{
	if (is95(c))
		return (REG(c, R95_MAC_CR) & MAC95_RXEN) != 0;
	return (REG(c, R75_MAC_RX) & MACRX_RXEN) && (REG(c, R75_FCT_RX_CTL) & FCT_EN);
}

static int hash95(const struct chip *c, const uint8_t *d)
{
	uint32_t bit = (ether_crc(d) >> 26) & 0x3f;

	return ((bit & 0x20 ? REG(c, R95_HASHH) : REG(c, R95_HASHL)) >> (bit & 0x1f)) & 1;
}

static int smsc_rx_accepts(const struct chip *c, const uint8_t *d)
{
	uint32_t cr = REG(c, R95_MAC_CR);
	uint8_t own[6];

	if (!is95(c))
		return chip_rfe_accepts(c, REG(c, R75_RFE_CTL), R75_ADDR_FILTX, d);
	if (cr & (MAC95_PRMS | MAC95_RXALL))
		return 1;
	if (!memcmp(d, bcast_addr, 6))
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

int chip_rx_offset(const struct chip *c)
{
	if (is95(c))
		return (int)((REG(c, R95_HW_CFG) & HW95_RXDOFF) >> 9);
	return 2; /* RXW_PADDING */
}

static int smsc_rx_multi(const struct chip *c)
{
	if (is95(c))
		return (REG(c, R95_HW_CFG) & HW95_MEF) != 0;
	return (REG(c, R75_HW_CFG) & HW75_MEF) != 0;
}

static size_t smsc_rx_burst_bytes(const struct chip *c)
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
	switch (c->type) {
	case CHIP_LAN9514:
		return (REG(c, R95_COE_CR) & COE95_RX_EN) != 0;
	case CHIP_LAN7500:
		return (REG(c, R75_RFE_CTL) & (RFE_TCPUDP_CKM | RFE_IP_CKM)) != 0;
	case CHIP_LAN7800: /* lan78xx.c decides for itself */
	case CHIP_DM9601:
		break;
	}
	return 0;
}

static int tx75(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink, void *ctx)
{
	return frame_tx_cmd_words(c, buf, len, sink, ctx);
}

const struct chip_model lan9514_model = {
	.name = "lan9514", .type = CHIP_LAN9514, .usb = &lan9514_ids, .phy = &phy_smsc_lan8700,
	.e2p_cmd = R95_E2P_CMD, .e2p_data = R95_E2P_DATA, .mii_acc = R95_MII_ADDR,
	.mii_data = R95_MII_DATA, .addrh = R95_ADDRH, .addrl = R95_ADDRL,
	.addr_regs = "ADDRH/ADDRL",
	.power_on = smsc_power_on, .reg_read = smsc_reg_read, .reg_write = smsc_reg_write,
	.vendor = chip_smsc_vendor, .int_packet = smsc_int_packet, .mac = smsc_mac,
	.tx_enabled = smsc_tx_enabled, .rx_enabled = smsc_rx_enabled,
	.rx_accepts = smsc_rx_accepts, .tx_parse = frame_tx95, .rx_size = frame_rx_size_smsc,
	.rx_pack = frame_rx_pack_smsc, .rx_multi = smsc_rx_multi,
	.rx_burst_bytes = smsc_rx_burst_bytes, .reg_name = name95,
};

const struct chip_model lan7500_model = {
	.name = "lan7500", .type = CHIP_LAN7500, .usb = &lan7500_ids, .phy = &phy_smsc_gig,
	.e2p_cmd = R75_E2P_CMD, .e2p_data = R75_E2P_DATA, .mii_acc = R75_MII_ACCESS,
	.mii_data = R75_MII_DATA, .addrh = R75_RX_ADDRH, .addrl = R75_RX_ADDRL,
	.addr_regs = "RX_ADDRH/RX_ADDRL",
	.power_on = smsc_power_on, .reg_read = smsc_reg_read, .reg_write = smsc_reg_write,
	.vendor = chip_smsc_vendor, .int_packet = smsc_int_packet, .mac = smsc_mac,
	.tx_enabled = smsc_tx_enabled, .rx_enabled = smsc_rx_enabled,
	.rx_accepts = smsc_rx_accepts, .tx_parse = tx75, .rx_size = frame_rx_size_smsc,
	.rx_pack = frame_rx_pack_smsc, .rx_multi = smsc_rx_multi,
	.rx_burst_bytes = smsc_rx_burst_bytes, .reg_name = name75,
};
