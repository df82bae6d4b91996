// SPDX-License-Identifier: GPL-2.0
/*
 * The chip: the dispatch to its model (struct chip_model) and what the
 * models share: the SMSC EEPROM controller, MII access, address pair,
 * dataport, INT_STS and interrupt packet at each part's offsets, the
 * LAN75xx/LAN78xx receive filter, ether_crc(). Each chip is in its own
 * file: lan95xx.c (LAN9514/LAN9512), lan75xx.c (LAN7500), lan78xx.c
 * (LAN7800), dm9601.c (DM9601); the PHY is in phy.c.
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


#define REG(c, off) ((c)->regs[(off) / 4])

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
	if (!(val & MII_BUSY) && !c->model->mii_busy_optional)
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

/* busy bits of the shared registers, INT_STS PHY_INT from the PHY's line */
int chip_smsc_common_read(struct chip *c, uint32_t idx, uint32_t *v)
{
	const struct chip_model *m = c->model;

	if (!idx)
		return 0; /* ID_REV; an offset 0 below means "this part has none" */
	if (idx == m->e2p_cmd) {
		if (c->e2p_left > 0)
			*v &= ~E2P_TIMEOUT; /* the timeout shows once the controller gives up */
		*v = chip_busy_read(&c->e2p_left, *v, E2P_BUSY);
		return 1;
	}
	if (idx == m->mii_acc) {
		*v = chip_busy_read(&c->mii_left, *v, MII_BUSY);
		return 1;
	}
	if (idx == m->int_sts) {
		if (phy_irq(&c->phy, c->now))
			*v |= m->int_phy;
		return 1;
	}
	return 0;
}

int chip_smsc_common_write(struct chip *c, uint32_t idx, uint32_t val)
{
	const struct chip_model *m = c->model;

	if (!idx)
		return 0; /* ID_REV; an offset 0 below means "this part has none" */
	if (idx == m->int_sts) {
		REG(c, idx) &= ~val; /* write one to clear */
	} else if (idx == m->e2p_cmd) {
		chip_e2p_command(c, val);
	} else if (idx == m->e2p_data) {
		REG(c, idx) = val & 0xFF;
	} else if (idx == m->mii_acc) {
		chip_mii_access(c, val);
	} else if (idx == m->mii_data) {
		REG(c, idx) = val & 0xFFFF;
	} else if (idx == m->addrh || idx == m->addrl) {
		REG(c, idx) = idx == m->addrh ? val & 0xFFFF : val;
		chip_note_pair(&c->addr_pair, idx == m->addrh ? 1 : 2, m->addr_regs,
			       REG(c, m->addrh), REG(c, m->addrl));
	} else if (idx == m->dp_sel) {
		REG(c, idx) = val | DP_DPRDY; /* the dataport is always ready */
	} else if (m->dp_sel && idx == m->dp_sel + 4) { /* DP_CMD */
		uint32_t sel = REG(c, m->dp_sel) & DP_RSEL, addr = REG(c, m->dp_sel + 8);

		REG(c, idx) = 0;
		if (sel >= 8 || addr >= 256)
			return 1; /* outside the RAMs: ignored, as on a bus with no decoder */
		if (val & DP_CMD_WRITE)
			c->dp_ram[sel][addr] = REG(c, m->dp_sel + 12);
		else
			REG(c, m->dp_sel + 12) = c->dp_ram[sel][addr];
	} else {
		return 0;
	}
	return 1;
}

/* the address pair at the model's offsets */
void chip_smsc_mac(const struct chip *c, uint8_t mac[6])
{
	chip_addr_from_regs(REG(c, c->model->addrh), REG(c, c->model->addrl), mac);
}

/* PHY_RST in PM_CTRL/PMT_CTL: the PHY resets, the bit reads set a while */
void chip_phy_reset_pulse(struct chip *c)
{
	c->phy.reset_reads = 0;
	phy_reset(&c->phy, c->now);
	c->phyrst_left = c->busy_reads;
}

/* INT_STS & INT_EP_CTL, 4 bytes, as all three SMSC drivers read it */
size_t chip_smsc_int_packet(struct chip *c, uint8_t *buf, size_t cap)
{
	uint32_t sts = REG(c, c->model->int_sts);

	if (phy_irq(&c->phy, c->now))
		sts |= c->model->int_phy;
	return chip_int_word_packet(sts & REG(c, c->model->int_ep_ctl) & 0x7FFFFFFFu, buf, cap);
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
	case CHIP_RTL8153: return &rtl8153_model;
	case CHIP_RTL8152: return &rtl8152_model;
	}
	return &lan9514_model;
}

const struct chip_model *chip_model_by_name(const char *name)
{
	static const struct { const char *name; enum chip_type t; } names[] = {
		{ "lan9514", CHIP_LAN9514 }, { "lan9512", CHIP_LAN9514 },
		{ "lan7500", CHIP_LAN7500 }, { "lan7800", CHIP_LAN7800 },
		{ "dm9601", CHIP_DM9601 }, { "rtl8153", CHIP_RTL8153 },
		{ "rtl8152", CHIP_RTL8152 },
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

void chip_usb_reset(struct chip *c)
{
	if (c->model->usb_reset)
		c->model->usb_reset(c);
	else
		chip_power_on_reset(c);
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

void chip_set_mac_passthru(struct chip *c, int on)
{
	c->mac_passthru = on;
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

