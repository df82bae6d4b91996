// SPDX-License-Identifier: GPL-2.0
/*
 * The internal PHY of every chip: IEEE 802.3 clause 22 registers by name
 * (BMCR, BMSR, ids, ANAR, ANLPAR, ANER, CTRL1000, STAT1000, ESTATUS),
 * autonegotiation against the link partner in time, the cable, and the
 * vendor part that differs per part: where the interrupt source and mask
 * live and which bits they have, and whether register 31 selects a page.
 * The part-specific values are in struct phy_model (phy_smsc, phy_lan88xx,
 * phy_dm9601 below); nothing here knows which chip it sits in.
 */
#include <string.h>

#include "emu.h"

/* clause 22 registers (include/uapi/linux/mii.h) */
#define MII_BMCR 0
#define MII_BMSR 1
#define MII_PHYSID1 2
#define MII_PHYSID2 3
#define MII_ADVERTISE 4
#define MII_LPA 5
#define MII_EXPANSION 6
#define MII_CTRL1000 9
#define MII_STAT1000 10
#define MII_ESTATUS 15

#define BMCR_RESET 0x8000
#define BMCR_LOOPBACK 0x4000
#define BMCR_ANENABLE 0x1000
#define BMCR_PDOWN 0x0800
#define BMCR_ANRESTART 0x0200
#define BMSR_ANEGCOMPLETE 0x0020
#define BMSR_LSTATUS 0x0004
#define ADVERTISE_1000FULL 0x0200
#define LPA_1000FULL 0x0800
#define LPA_1000HALF 0x0400

/*
 * SMSC LAN8700-like internal PHY of the LAN9514 and the model's own
 * gigabit PHY of the LAN7500 (smsc95xx.h/smsc75xx.h PHY_INT_SRC 29,
 * PHY_INT_MASK 30, bits ENERGY_ON 0x80, ANEG_COMP 0x40, LINK_DOWN 0x10).
 */
const struct phy_model phy_smsc_lan8700 = {
	.name = "SMSC LAN8700", .id1 = 0x0007, .id2 = 0xC0C3, .gigabit = 0,
	.int_src_reg = 29, .int_mask_reg = 30,
	.int_link_down = 0x10, .int_link_up = 0, .int_aneg = 0x40, .int_energyon = 0x80,
	.smsc_vendor = 1,
};
const struct phy_model phy_smsc_gig = {
	.name = "SMSC gigabit (model)", .id1 = 0x0007, .id2 = 0xC150, .gigabit = 1,
	.int_src_reg = 29, .int_mask_reg = 30,
	.int_link_down = 0x10, .int_link_up = 0, .int_aneg = 0x40, .int_energyon = 0x80,
	.smsc_vendor = 1,
};
/*
 * LAN7800 internal PHY: drivers/net/phy/microchip.c binds phy_id
 * 0x0007c132 (mask 0xfffffff2); register 31 is LAN88XX_EXT_PAGE_ACCESS,
 * 25/26 LAN88XX_INT_MASK/LAN88XX_INT_STS (include/linux/microchipphy.h),
 * LINK_CHANGE 0x2000 on up and down, AUTONEG_DONE 0x0400.
 */
const struct phy_model phy_lan88xx = {
	.name = "Microchip LAN88xx", .id1 = 0x0007, .id2 = 0xC132, .gigabit = 1,
	.int_src_reg = 26, .int_mask_reg = 25,
	.int_link_down = 0x2000, .int_link_up = 0x2000, .int_aneg = 0x0400, .int_energyon = 0,
	.paged = 1,
};
/*
 * DM9601 internal 10/100 PHY: Davicom OUI 0x00606e gives id1 0x0181;
 * dm9601.c uses only clause 22 registers through generic MII and reads the
 * link from NSR, so the vendor registers are plain storage here.
 */
/*
 * RTL8153 internal gigabit PHY, reached through the chip's OCP window at
 * 0xa400 + 2 * reg (r8152_mdio_read()); r8152 does not use phylib and
 * never reads the ids (Realtek's OUI 0x000732 gives id1 0x001c; id2 is a
 * value of this model). The link reaches the driver through PLA_PHYSTATUS
 * and the interrupt endpoint, not through a PHY interrupt register.
 */
const struct phy_model phy_rtl8153 = {
	.name = "RTL8153 internal", .id1 = 0x001C, .id2 = 0xC800, .gigabit = 1,
	.int_src_reg = -1, .int_mask_reg = -1,
};
/*
 * RTL8152 internal 10/100 PHY, reached the same way (r8152b_init() and
 * r8152b_hw_phy_cfg() through r8152_mdio_read()/write()); no 1000BASE-T
 * registers (tp->mii.supports_gmii is 0 for RTL_VER_01). id2 is a value of
 * this model.
 */
const struct phy_model phy_rtl8152 = {
	.name = "RTL8152 internal", .id1 = 0x001C, .id2 = 0xC610, .gigabit = 0,
	.int_src_reg = -1, .int_mask_reg = -1,
};
const struct phy_model phy_dm9601 = {
	.name = "DM9601 internal", .id1 = 0x0181, .id2 = 0xB8A0, .gigabit = 0,
	.int_src_reg = -1, .int_mask_reg = -1,
};

static void link_set(struct phy *p, int up)
{
	if (p->link && !up) {
		p->link_latched_low = 1;
		p->int_src |= p->m->int_link_down;
	} else if (!p->link && up) {
		p->int_src |= p->m->int_link_up;
	}
	p->link = up;
}

static void start_aneg(struct phy *p, uint64_t now)
{
	link_set(p, 0);
	p->aneg_done = 0;
	p->aneg_at = 0;
	if (!p->cable || (p->bmcr & BMCR_PDOWN))
		return;
	p->aneg_at = now + (uint64_t)p->aneg_ms;
	if (p->aneg_at == 0)
		p->aneg_at = 1; /* 0 means "none running" */
}

static void update_forced(struct phy *p)
{
	p->aneg_at = 0;
	p->aneg_done = 0;
	if (p->bmcr & BMCR_LOOPBACK)
		link_set(p, 1);
	else
		link_set(p, p->cable && !(p->bmcr & BMCR_PDOWN));
}

void phy_reset(struct phy *p, uint64_t now)
{
	const struct phy_model *m = p->m;

	p->bmcr = m->gigabit ? 0x1140 : 0x3100; /* aneg on, full duplex, top speed */
	p->anar = 0x01E1;
	p->ctrl1000 = m->gigabit ? ADVERTISE_1000FULL : 0;
	p->int_src = 0;
	p->int_mask = 0;
	p->page = 0;
	memset(p->vendor, 0, sizeof(p->vendor));
	memset(p->paged_regs, 0, sizeof(p->paged_regs));
	if (m->smsc_vendor)
		p->vendor[18] = 0x00E1; /* SPECIAL_MODES: PHYAD 1, all capable */
	p->link = 0; /* the reset drops the link without an interrupt */
	p->link_latched_low = 1;
	start_aneg(p, now);
}

void phy_init(struct phy *p, const struct phy_model *m, int aneg_ms)
{
	memset(p, 0, sizeof(*p));
	p->m = m;
	p->cable = 1;
	p->aneg_ms = aneg_ms;
	phy_reset(p, 0);
}

void phy_tick(struct phy *p, uint64_t now)
{
	if (p->aneg_at && now >= p->aneg_at) {
		p->aneg_at = 0;
		p->aneg_done = 1;
		link_set(p, 1);
		p->int_src |= p->m->int_aneg;
	}
}

uint16_t phy_read(struct phy *p, uint64_t now, int reg)
{
	const struct phy_model *m = p->m;
	uint16_t v;

	phy_tick(p, now);
	if (m->paged && p->page && reg >= 16 && reg < 31)
		return p->paged_regs[reg];
	switch (reg) {
	case MII_BMCR:
		v = p->bmcr;
		if (p->reset_reads > 0) {
			p->reset_reads--;
			v |= BMCR_RESET;
		}
		return v;
	case MII_BMSR:
		v = m->gigabit ? 0x7909 : 0x7809; /* 10/100 caps, ext status, aneg able */
		if (p->aneg_done)
			v |= BMSR_ANEGCOMPLETE;
		if (p->link && !p->link_latched_low)
			v |= BMSR_LSTATUS;
		p->link_latched_low = 0;
		return v;
	case MII_PHYSID1: return m->id1;
	case MII_PHYSID2: return m->id2;
	case MII_ADVERTISE: return p->anar;
	case MII_LPA: return p->aneg_done ? 0x45E1 : 0; /* partner: 10/100 F/H, pause */
	case MII_EXPANSION: return p->aneg_done ? 0x0001 : 0;
	case MII_CTRL1000: return p->ctrl1000;
	case MII_STAT1000:
		return (m->gigabit && p->aneg_done && (p->ctrl1000 & ADVERTISE_1000FULL)) ?
			       (uint16_t)(0x3000 | LPA_1000FULL) : 0;
	case MII_ESTATUS: return m->gigabit ? 0x3000 : 0;
	}
	if (reg == m->int_src_reg) {
		v = p->int_src;
		p->int_src = 0; /* read to clear */
		return v;
	}
	if (reg == m->int_mask_reg)
		return p->int_mask;
	if (m->paged && reg == 31)
		return p->page;
	if (m->smsc_vendor) {
		switch (reg) {
		case 17: /* MODE_CTRL_STS: ENERGYON follows the cable */
			return (uint16_t)((p->vendor[17] & ~0x0002) | (p->cable ? 0x0002 : 0));
		case 31: /* SPECIAL_CTRL_STS */
			v = 0x0040;
			if (p->aneg_done)
				v |= 0x1000;
			if (p->link)
				v |= 0x0018; /* 100BASE-TX full duplex */
			return v;
		}
	}
	if (reg >= 16 && reg < 32)
		return p->vendor[reg];
	return 0;
}

void phy_write(struct phy *p, uint64_t now, int reg, uint16_t v, int busy_reads)
{
	const struct phy_model *m = p->m;
	uint16_t old;

	phy_tick(p, now);
	if (m->paged && p->page && reg >= 16 && reg < 31) {
		p->paged_regs[reg] = v;
		return;
	}
	switch (reg) {
	case MII_BMCR:
		if (v & BMCR_RESET) {
			phy_reset(p, now);
			p->reset_reads = busy_reads;
			return;
		}
		old = p->bmcr;
		p->bmcr = v & (uint16_t)~(BMCR_RESET | BMCR_ANRESTART);
		if (!(p->bmcr & BMCR_ANENABLE) || (p->bmcr & (BMCR_LOOPBACK | BMCR_PDOWN)))
			update_forced(p);
		else if ((v & BMCR_ANRESTART) || !(old & BMCR_ANENABLE) ||
			 (old & (BMCR_LOOPBACK | BMCR_PDOWN)))
			start_aneg(p, now);
		return;
	case MII_ADVERTISE: p->anar = v; return;
	case MII_CTRL1000:
		if (m->gigabit)
			p->ctrl1000 = v;
		return;
	}
	if (reg == m->int_src_reg) {
		p->int_src &= (uint16_t)~v; /* write one to clear */
		return;
	}
	if (reg == m->int_mask_reg) {
		p->int_mask = v;
		return;
	}
	if (m->paged && reg == 31) {
		p->page = v;
		return;
	}
	if (reg >= 16 && reg < 32)
		p->vendor[reg] = v;
}

int phy_irq(struct phy *p, uint64_t now)
{
	phy_tick(p, now);
	return (p->int_src & p->int_mask) != 0;
}

void phy_set_cable(struct phy *p, uint64_t now, int cable)
{
	p->cable = cable;
	if (!cable) {
		p->aneg_at = 0;
		p->aneg_done = 0;
		link_set(p, 0);
		return;
	}
	p->int_src |= p->m->int_energyon;
	if (p->bmcr & BMCR_ANENABLE)
		start_aneg(p, now);
	else
		update_forced(p);
}

int phy_next_timeout(const struct phy *p, uint64_t now)
{
	if (!p->aneg_at)
		return -1;
	return p->aneg_at <= now ? 0 : (int)(p->aneg_at - now);
}
