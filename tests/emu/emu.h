/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lan95xx-emu: USB Ethernet chip models (LAN9514/LAN9512 for smsc95xx,
 * LAN7500 for smsc75xx, LAN7800 for lan78xx, DM9601 for dm9601), served to
 * QEMU over usbredir.
 *
 * Layers, each testable on its own:
 *   chip.c     dispatch to the chip model; what the models share (no I/O)
 *   lan95xx.c  LAN9514/LAN9512   lan75xx.c  LAN7500
 *   lan78xx.c  LAN7800           dm9601.c   DM9601 (one file per chip)
 *   rtl8153.c  RTL8153 and RTL8152 (r8152)
 *   phy.c      the internal PHY models
 *   frame.c    CRC, checksums, the framing the chips share
 *   peer.c     the link partner: ARP and ICMP echo for one IPv4 address,
 *              and (--dhcp) a DHCP server that leases one address
 *   usbdev.c   descriptors, standard and vendor control requests
 *   redir.c    usbredirparser glue: packets in, packets out
 *   log.c      the JSON-lines record for the test harness
 *   main.c     command line, unix socket, event loop
 */
#ifndef EMU_H
#define EMU_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- log.c: one JSON object per line ---------------------------------- */
struct emu_log {
	FILE *f;
	uint64_t (*now_ms)(void);
};
extern struct emu_log emu_log;
/* fmt is a list of key/value pairs: "s" string, "u" unsigned, "x" hex u32,
 * "m" MAC (const uint8_t *); e.g. log_ev("mac", "sm", "regs", "ADDRH/ADDRL", mac) */
void log_ev(const char *ev, const char *fmt, ...);
void mac_str(const uint8_t *mac, char out[18]);
int mac_parse(const char *s, uint8_t mac[6]);

/* ---- phy.c: the internal PHY, clause 22 registers by name -------------- */
struct phy_model {
	const char *name;
	uint16_t id1, id2;  /* MII_PHYSID1/2 */
	int gigabit;        /* CTRL1000/STAT1000/ESTATUS */
	int int_src_reg, int_mask_reg; /* -1: none */
	uint16_t int_link_down, int_link_up, int_aneg, int_energyon; /* source bits */
	int smsc_vendor;    /* SMSC vendor registers 17 and 31 */
	int paged;          /* register 31 selects a page for 16..30 (LAN88xx) */
};
extern const struct phy_model phy_smsc_lan8700, phy_smsc_gig, phy_lan88xx, phy_dm9601,
	phy_rtl8153, phy_rtl8152;
struct phy {
	const struct phy_model *m;
	uint16_t bmcr, anar, ctrl1000, int_src, int_mask, page;
	uint16_t vendor[32];     /* vendor registers 16..31 of page 0 */
	uint16_t paged_regs[32]; /* registers 16..30 of every other page */
	int aneg_ms;        /* autonegotiation time */
	int cable;          /* link partner present */
	int link;           /* current link state */
	int link_latched_low; /* BMSR LSTATUS reads 0 once after a drop */
	int aneg_done;
	uint64_t aneg_at;   /* when the running autonegotiation completes, 0: none */
	int reset_reads;    /* BMCR_RESET still reads set this many times */
};
void phy_init(struct phy *p, const struct phy_model *m, int aneg_ms);
void phy_reset(struct phy *p, uint64_t now);
void phy_tick(struct phy *p, uint64_t now);
uint16_t phy_read(struct phy *p, uint64_t now, int reg);
void phy_write(struct phy *p, uint64_t now, int reg, uint16_t v, int busy_reads);
int phy_irq(struct phy *p, uint64_t now);
void phy_set_cable(struct phy *p, uint64_t now, int cable);
int phy_next_timeout(const struct phy *p, uint64_t now);

/* ---- chip.c: the chip, dispatching to its model ------------------------- */
enum chip_type { CHIP_LAN9514, CHIP_LAN7500, CHIP_LAN7800, CHIP_DM9601, CHIP_RTL8153,
		 CHIP_RTL8152 };
enum eeprom_mode { EEPROM_NONE, EEPROM_BLANK, EEPROM_MAC };

#define EEPROM_SIZE 512
#define OTP_SIZE 1024
#define CHIP_REG_SPACE 0x1100 /* bytes of register index space modelled */
#define ANEG_MS_DEFAULT 20

struct chip;
struct usb_ids;
typedef void (*frame_sink)(void *ctx, const uint8_t *frame, size_t len);

/*
 * One chip model: its USB face, its PHY, its register map and framing.
 * lan9514_model is in lan95xx.c, lan7500_model in lan75xx.c, lan7800_model
 * in lan78xx.c, dm9601_model in dm9601.c.
 */
struct chip_model {
	const char *name;
	enum chip_type type;
	const struct usb_ids *usb;
	const struct phy_model *phy;
	/* SMSC parts: where the registers they share live (0: none): EEPROM
	 * controller, MII access, the address pair, the dataport (DP_SEL, then
	 * DP_CMD, DP_ADDR, DP_DATA), INT_STS and INT_EP_CTL with the PHY bit */
	uint32_t e2p_cmd, e2p_data, mii_acc, mii_data, addrh, addrl, dp_sel;
	uint32_t int_sts, int_ep_ctl, int_phy;
	const char *addr_regs; /* name of the address pair in the record */
	/* any write to the MII access register starts a cycle, BUSY or not */
	int mii_busy_optional;
	void (*power_on)(struct chip *c);
	/* a USB bus reset of the powered chip (chip_usb_reset()); NULL: the
	 * chip returns to its power-on state, as the SMSC and Davicom models do */
	void (*usb_reset)(struct chip *c);
	int (*reg_read)(struct chip *c, uint32_t idx, uint32_t *val);
	int (*reg_write)(struct chip *c, uint32_t idx, uint32_t val);
	/* vendor control request: data length or -1 to stall */
	int (*vendor)(struct chip *c, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		      uint16_t len, uint8_t *data);
	/* the interrupt-endpoint packet now: length (0: nothing to report) */
	size_t (*int_packet)(struct chip *c, uint8_t *buf, size_t cap);
	void (*mac)(const struct chip *c, uint8_t mac[6]);
	int (*tx_enabled)(const struct chip *c);
	int (*rx_enabled)(const struct chip *c);
	int (*rx_accepts)(const struct chip *c, const uint8_t *dst);
	int (*tx_parse)(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink,
			void *ctx);
	size_t (*rx_size)(const struct chip *c, size_t len);
	size_t (*rx_pack)(const struct chip *c, uint8_t *out, const uint8_t *frame, size_t len);
	int (*rx_multi)(const struct chip *c);
	size_t (*rx_burst_bytes)(const struct chip *c);
	const char *(*reg_name)(uint32_t idx);
	size_t rx_align; /* frames after the first start on this boundary (0: 4) */
};
extern const struct chip_model lan9514_model, lan7500_model, lan7800_model, dm9601_model,
	rtl8153_model, rtl8152_model;
const struct chip_model *chip_model_for(enum chip_type t);
/* "lan9514" etc. to a model (NULL: unknown) */
const struct chip_model *chip_model_by_name(const char *name);

struct chip {
	enum chip_type type;
	const struct chip_model *model;
	uint32_t regs[CHIP_REG_SPACE / 4];
	uint8_t regs8[256];     /* DM9601: byte-wide registers */
	uint8_t eeprom[EEPROM_SIZE];
	enum eeprom_mode eeprom_mode;
	int eeprom_wen;
	uint8_t otp[OTP_SIZE];  /* LAN7800 OTP */
	uint8_t mac_default[6]; /* ADDRH/ADDRL after power-on when no EEPROM loads */
	struct phy phy;
	uint32_t dp_ram[8][256]; /* LAN7500/LAN7800 dataport RAMs (VHF holds the hash table) */
	/* busy/reset bits self-clear after this many reads (0: at once) */
	int busy_reads;
	int lrst_left, phyrst_left, e2p_left, mii_left, srst_left, otp_left, maccr_left;
	/* MAC address register pairs: bit 0/1 written since the last record */
	unsigned addr_pair, filt_pair;
	/* RTL8153: the PLA and USB OCP register spaces, the PHY's OCP space
	 * (bytes), the PHY SRAM (r8152's sram_read()/sram_write()) */
	uint8_t pla[0x10000], usbr[0x10000], phy_ocp[0x10000];
	uint16_t sram_addr[32], sram_val[32];
	int mac_passthru;       /* RTL8153-AD with the pass-through efuse bit */
	uint16_t r53_version;   /* RTL8153: PLA_TCR1's version bits (--rtl-version) */
	/* RTL8153 --ecm: configuration 2 (CDC ECM) selected, the data
	 * interface's alternate setting (1: its bulk endpoints on), the
	 * packet filter (SET_ETHERNET_PACKET_FILTER) */
	int ecm_active, ecm_alt;
	uint16_t ecm_filter;
	uint64_t now; /* ms, set by the caller before each access */
	/* statistics for tests */
	unsigned reg_reads, reg_writes;
};

void chip_init(struct chip *c, enum chip_type t, enum eeprom_mode m,
	       const uint8_t *eeprom_mac, const uint8_t *mac_default);
/* RTL8153: the RTL8153-AD variant whose efuse allows MAC pass-through (on/off) */
void chip_set_mac_passthru(struct chip *c, int on);
/* LAN7800: program the OTP with indicator 0xf3 and MAC at offset 1 (NULL: blank) */
void chip_set_otp(struct chip *c, const uint8_t *mac);
void chip_power_on_reset(struct chip *c);
/* a USB bus reset while powered: the model's usb_reset, or power-on */
void chip_usb_reset(struct chip *c);
/* 0 on success, -1: no such register (the request is stalled) */
int chip_reg_read(struct chip *c, uint32_t idx, uint32_t *val);
int chip_reg_write(struct chip *c, uint32_t idx, uint32_t val);
/* advance timers (autonegotiation) to c->now */
void chip_tick(struct chip *c);
/* ms until the next timed event, -1: none */
int chip_next_timeout(const struct chip *c);
/* INT_STS word the interrupt endpoint reports now (0: nothing to report) */
uint32_t chip_int_word(struct chip *c);
size_t chip_int_packet(struct chip *c, uint8_t *buf, size_t cap);
/* the address the MAC filters on (ADDRH/ADDRL, RX_ADDRH/RX_ADDRL, PAR) */
void chip_mac(const struct chip *c, uint8_t mac[6]);
int chip_tx_enabled(const struct chip *c);
int chip_rx_enabled(const struct chip *c);
/* would the receive filter pass a frame with this destination? */
int chip_rx_accepts(const struct chip *c, const uint8_t *dst);
/* framing parameters */
int chip_rx_offset(const struct chip *c);     /* 95xx: HW_CFG RXDOFF */
int chip_rx_multi(const struct chip *c);      /* HW_CFG MEF */
size_t chip_rx_burst_bytes(const struct chip *c); /* 0: no cap */
void chip_set_cable(struct chip *c, int cable);
void chip_set_aneg_ms(struct chip *c, int ms); /* autonegotiation time (default 20) */
const char *chip_reg_name(const struct chip *c, uint32_t idx);

/* LAN7500/LAN7800 dataport and receive filter (RFE_CTL): the same bits in both */
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
#define ADDR_FILT_VALID 0x80000000u

/* shared by the models (chip.c) */
uint32_t chip_busy_read(int *left, uint32_t v, uint32_t bit);
void chip_e2p_command(struct chip *c, uint32_t val);
void chip_eeprom_load(struct chip *c);
void chip_mii_access(struct chip *c, uint32_t val);
void chip_set_addr_regs(struct chip *c, const uint8_t *m);
void chip_addr_from_regs(uint32_t hi, uint32_t lo, uint8_t m[6]);
void chip_note_pair(unsigned *pair, unsigned bit, const char *regs, uint32_t hi, uint32_t lo);
void chip_note_change(const struct chip *c, uint32_t idx, uint32_t old, uint32_t val);
/* the registers every SMSC model shares, at the model's offsets: 1 when
 * idx is one of them (handled), 0 otherwise */
int chip_smsc_common_read(struct chip *c, uint32_t idx, uint32_t *v);
int chip_smsc_common_write(struct chip *c, uint32_t idx, uint32_t val);
size_t chip_smsc_int_packet(struct chip *c, uint8_t *buf, size_t cap);
void chip_smsc_mac(const struct chip *c, uint8_t mac[6]);
void chip_phy_reset_pulse(struct chip *c);
int chip_smsc_vendor(struct chip *c, uint8_t rt, uint8_t req, uint16_t val, uint16_t idx,
		     uint16_t len, uint8_t *data);
size_t chip_int_word_packet(uint32_t w, uint8_t *buf, size_t cap);
/* LAN7500/LAN7800 receive filter: RFE_CTL bits, perfect filter at base, VHF hash */
int chip_rfe_accepts(const struct chip *c, uint32_t rfe, uint32_t filt_base, const uint8_t *d);
uint32_t ether_crc(const uint8_t *a); /* Linux ether_crc(): the hash filters' CRC */

/* LAN9514/LAN7500 register offsets the models and the tests use */
#define R95_ID_REV 0x00
#define R95_INT_STS 0x08
#define R95_HW_CFG 0x14
#define R95_PM_CTRL 0x20
#define R95_E2P_CMD 0x30
#define R95_E2P_DATA 0x34
#define R95_BURST_CAP 0x38
#define R95_INT_EP_CTL 0x68
#define R95_MAC_CR 0x100
#define R95_ADDRH 0x104
#define R95_ADDRL 0x108
#define R95_HASHH 0x10C
#define R95_HASHL 0x110
#define R95_MII_ADDR 0x114
#define R95_MII_DATA 0x118
#define R95_COE_CR 0x130
#define R95_TX_CFG 0x10

#define R75_ID_REV 0x00
#define R75_INT_STS 0x0C
#define R75_HW_CFG 0x10
#define R75_PMT_CTL 0x14
#define R75_DP_SEL 0x24
#define R75_DP_CMD 0x28
#define R75_DP_ADDR 0x2C
#define R75_DP_DATA 0x30
#define R75_BURST_CAP 0x34
#define R75_INT_EP_CTL 0x38
#define R75_E2P_CMD 0x40
#define R75_E2P_DATA 0x44
#define R75_RFE_CTL 0x60
#define R75_FCT_RX_CTL 0x90
#define R75_FCT_TX_CTL 0x94
#define R75_MAC_CR 0x100
#define R75_MAC_RX 0x104
#define R75_MAC_TX 0x108
#define R75_RX_ADDRH 0x118
#define R75_RX_ADDRL 0x11C
#define R75_MII_ACCESS 0x120
#define R75_MII_DATA 0x124
#define R75_ADDR_FILTX 0x300

/* ---- frame.c ------------------------------------------------------------ */
#define MAX_FRAME 9018
uint32_t crc32_le(const uint8_t *p, size_t n);   /* Ethernet FCS */
uint16_t csum_sum(const uint8_t *p, size_t n, uint32_t seed); /* folded, not inverted */
uint16_t inet_csum(const uint8_t *p, size_t n);  /* ~csum_sum */
/* complete L3/L4 checksums in place (LAN7500 TX_CMD_A IPE/TPE) */
void frame_fill_l34_csum(uint8_t *f, size_t n, int ip, int l4);

/* split one bulk-out transfer into frames; returns frames found or -1 on a
 * malformed transfer (what was complete before the error is delivered) */
int frame_tx_parse(struct chip *c, const uint8_t *buf, size_t len,
		   frame_sink sink, void *ctx);
/* append one received frame (no FCS) to a bulk-in transfer being built;
 * returns bytes appended or 0 if it does not fit in cap */
size_t frame_rx_pack(const struct chip *c, uint8_t *out, size_t used, size_t cap,
		     const uint8_t *frame, size_t len);
/* wire length of one frame in the bulk-in framing */
size_t frame_rx_size(const struct chip *c, size_t len);
/* the LAN7500/LAN7800 TX command words (TX_CMD_A length, IPE/TPE) */
int frame_tx_cmd_words(struct chip *c, const uint8_t *buf, size_t len, frame_sink sink, void *ctx);
uint32_t get_le32(const uint8_t *p);
void put_le32(uint8_t *p, uint32_t v);
void put_be16(uint8_t *p, uint16_t v);
/* RX_CMD_A/B + 2 bytes + frame + FCS (LAN7500: len_extra 2, LAN7800: 0) */
size_t frame_rx_cmd_words(uint8_t *p, const uint8_t *frame, size_t len, uint32_t len_extra,
			  int csum);

/* ---- peer.c: the link partner --------------------------------------------- */
struct peer {
	uint8_t mac[6];
	uint8_t ip[4];
	uint8_t prefix;
	unsigned arp_replies, echo_replies;
	/* --dhcp: the one address it leases (dhcp_on), replies sent */
	int dhcp_on;
	uint8_t dhcp_addr[4];
	unsigned dhcp_replies;
};
typedef void (*peer_out)(void *ctx, const uint8_t *frame, size_t len);
/* handle one frame from the guest; replies go to out */
void peer_input(struct peer *p, const uint8_t *f, size_t n, peer_out out, void *ctx);

/* ---- usbdev.c --------------------------------------------------------------- */
/* the named fields the descriptors are built from */
struct usb_ids {
	uint16_t vid, pid, bcd;
	uint16_t bcd_usb;     /* 0x0200 high speed capable, 0x0110 full speed only */
	int full_speed;       /* a full-speed device: no qualifier, no other-speed */
	uint8_t ep0_mps;
	uint8_t dev_class, dev_sub, dev_proto;
	uint8_t if_class, if_sub, if_proto;
	uint8_t ep_in, ep_out, ep_int;
	uint16_t bulk_mps, int_mps;
	uint8_t int_interval;
	uint8_t cfg_attr, max_power;
	const char *manufacturer, *product; /* string descriptors 1, 2 (NULL: none) */
};
extern const struct usb_ids lan9514_ids, lan7500_ids, lan7800_ids, dm9601_ids, rtl8153_ids,
	rtl8152_ids;
const struct usb_ids *usb_ids_for(enum chip_type t);
struct usbdev {
	struct chip chip;
	const struct usb_ids *ids;
	int config;          /* 0 unconfigured, 1 configured */
	int halt_in, halt_out, halt_int;
	int remote_wakeup;
	/* --composite: the configuration offers a second vendor-specific
	 * interface (number 1, no endpoints) after the network function, so
	 * that the device is a composite device with two possible network
	 * functions (drivers/net/usb/usb_net_of.c, usb_net_of_other_functions()) */
	int composite;
	/* --ecm (rtl8153): a second configuration with CDC ECM interfaces, as
	 * the RTL8153 has (usbdev_ecm_config_desc()) */
	int ecm;
};
/* bytes of the CDC ECM configuration (--ecm) */
#define USB_ECM_CONFIG_LEN 80
#define USB_ECM_INT_MPS 16
/* bytes of the second interface's descriptor (--composite) */
#define USB_COMPOSITE_IF_LEN 9
/* a control request with the data stage; returns the data length (IN: bytes
 * in data, OUT: bytes consumed) or -1 to stall. data holds wLength bytes. */
int usbdev_control(struct usbdev *d, uint8_t bmRequestType, uint8_t bRequest,
		   uint16_t wValue, uint16_t wIndex, uint16_t wLength, uint8_t *data);
size_t usbdev_config_desc(const struct usbdev *d, uint8_t *out, size_t cap, int other_speed);
size_t usbdev_ecm_config_desc(const struct usbdev *d, uint8_t *out, size_t cap, int other_speed);
/* SET_CONFIGURATION / SET_INTERFACE / GET_INTERFACE, from a control request
 * or from usbredir: -1 for a configuration, interface or alternate
 * setting the device does not have; usbdev_get_alt() returns the setting */
int usbdev_set_config(struct usbdev *d, unsigned value);
int usbdev_set_alt(struct usbdev *d, unsigned intf, unsigned alt);
int usbdev_get_alt(const struct usbdev *d, unsigned intf);

/* ---- redir.c ------------------------------------------------------------------ */
struct usbredirparser;
struct pending_in {
	uint64_t id;
	uint8_t ep;
	uint32_t len;
};
#define MAX_PENDING 256
/* the largest bulk OUT transfer gathered from its packets */
#define TX_GATHER_MAX 65536
#define MAX_BULK_IN 65536 /* longest bulk-IN transfer served (QEMU asks up to 4 GiB) */
#define MAX_RXQ 512
/* a disconnect fault: the device detaches once the driver has been quiet
 * this long (QEMU's xHCI drops, without completing them, the transfers to
 * a detached device: each would cost the driver its 5 s control timeout) */
#define FAULT_QUIET_MS 1000
struct rxq_ent {
	uint16_t len;
	uint8_t data[1518];
};
struct emu {
	struct usbdev dev;
	struct peer peer;
	struct usbredirparser *parser;
	/* transport, set by the caller */
	int (*read_fn)(void *ctx, uint8_t *data, int count);
	int (*write_fn)(void *ctx, uint8_t *data, int count);
	void *io_ctx;
	uint64_t (*now_ms)(void);
	int hello_seen, connected;
	int int_receiving;
	uint8_t int_last[16];   /* the interrupt packet last sent */
	size_t int_last_len;    /* 0: nothing pending was reported */
	uint64_t int_last_sent;
	unsigned int_sent;
	struct pending_in pend[MAX_PENDING];
	int npend;
	struct rxq_ent *rxq;
	int rxq_head, rxq_count;
	uint8_t *txbuf;         /* bulk OUT transfer being gathered */
	size_t txlen;
	unsigned parse_errors, proto_errors;
	unsigned tx_frames, rx_frames, rx_dropped;
	int closing;
	/* faults (--fault): one-shot, -1 when not armed */
	int fault_disconnect_after; /* drop off instead of answering vendor request N+1 */
	int fault_at_index, fault_at_nth; /* ... or the nth vendor request to register wIndex */
	unsigned at_seen;       /* vendor requests to fault_at_index answered */
	int fault_stall_index, fault_stall_nth; /* STALL the nth vendor write to wIndex */
	unsigned stall_seen;    /* vendor writes to fault_stall_index seen */
	int dying;              /* a disconnect fault hit: every transfer fails until ... */
	uint64_t dying_last;    /* ... FAULT_QUIET_MS after the last one, then device_disconnect */
	int fault_reset_pid, fault_reset_bcd; /* ids after the first USB reset once configured */
	unsigned vendor_reqs;   /* vendor requests answered since power-on */
	int configured_once;    /* SET_CONFIGURATION 1 seen since the last (re)connect */
	struct usb_ids ids_changed; /* the ids a reset fault switched to */
	int powered_down;       /* lost power (emu_power_loss()): silent until a USB reset */
};
int emu_init(struct emu *e, enum chip_type t, enum eeprom_mode m,
	     const uint8_t *eeprom_mac, const uint8_t *mac_default);
void emu_free(struct emu *e);
/* start the parser (sends hello) */
int emu_start(struct emu *e);
/* feed input: returns 0, or -1 when the connection must be closed */
int emu_do_read(struct emu *e);
int emu_do_write(struct emu *e);
int emu_has_output(struct emu *e);
/* timers: interrupt endpoint, autonegotiation, pending bulk-in service */
void emu_poll(struct emu *e);
int emu_next_timeout(struct emu *e);
/* queue a frame for the guest (through the chip's receive filter) */
void emu_rx_frame(struct emu *e, const uint8_t *f, size_t n);
/*
 * Faults. emu_fault_parse() arms one from a --fault SPEC: 0, or -1 when
 * SPEC is not one of
 *   disconnect-after=N  answer N vendor requests (register accesses), then
 *                       drop off the bus at the next one: it and every
 *                       transfer after it fail (ioerror, a transaction error
 *                       on the guest's xHCI, -EPROTO in Linux) until none
 *                       came for FAULT_QUIET_MS, then usbredir
 *                       device_disconnect
 *   disconnect-at=HEX[:K]  the same at the Kth (default 1st) vendor request
 *                       to register HEX (wIndex), whatever runs in between
 *   stall-write-at=HEX[:K]  STALL the Kth (default 1st) vendor write (OUT)
 *                       to register HEX (wIndex), once: the registers keep
 *                       their values, the device stays (a failed control
 *                       write, -EPIPE in Linux)
 *   reset-pid=HEX       the first USB reset after the device was configured
 *   reset-bcd=HEX       gives it this idProduct / bcdDevice (new firmware)
 * emu_unplug() sends device_disconnect and forgets what QEMU asked for;
 * emu_replug() powers the chip on again and announces the device anew.
 */
int emu_fault_parse(struct emu *e, const char *spec);
void emu_unplug(struct emu *e, const char *why);
void emu_replug(struct emu *e);
/*
 * The device loses power and gets it back while it stays attached (a
 * board that cuts VBUS while the host has the port suspended): the chip
 * returns to power-on, unconfigured, and answers no transfer (ioerror, a
 * transaction error on the guest's xHCI) until the host resets the port.
 * Linux then does a reset-resume when power/persist is set.
 */
void emu_power_loss(struct emu *e);

#endif
