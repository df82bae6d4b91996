# shellcheck shell=bash disable=SC2034
desc="fault: the LAN9514 drops off the bus in smsc95xx's bind (first MII access of the PHY scan) and comes back: nothing left of the failed probe, the next enumeration binds with the node's address and label"
overlay=emu-95xx-label.dtso
timeout=180
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/emu/fault-lib.sh"
# the first access to MII_ADDR: mdiobus_register()'s PHY scan, after
# bind() made its IRQ domain, mapping and MDIO bus, so every step of its
# error path runs (the read of MII_ADDR that waits for the MII to be idle)
fault_probe_disconnect 0x114 1 0xa1
# the first line bind prints: 6.12's version banner; 7.3 prints none, its
# first is the failed register read of the PHY scan
bind_start='smsc95xx 1-1:1.0 .*Failed to read reg index'
[ "${kseries:-7.3}" != 6.12 ] || bind_start='smsc95xx v[0-9]'
guest_env+=(FAULT_NAME=lan9514 FAULT_BIND_START="$bind_start"
	FAULT_BIND_ERR="smsc95xx .*Could not register MDIO bus")
